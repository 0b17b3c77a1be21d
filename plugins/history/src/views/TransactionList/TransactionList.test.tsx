// @vitest-environment happy-dom
import { transactionGroupTitle, type ApiClient } from '@portico/contracts'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { generateHistoryFixtures } from '../../mocks/historyFixtures'
import { setupHistory } from '../../setupHistory'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'

afterEach(cleanup)

describe('Activity tab', () => {
  it('shows the first page by month, titled with the year when not the current one, spam hidden', async () => {
    const now = new Date()
    const fixtures = generateHistoryFixtures({ account: TEST_ADDRESS, chain: 'eip155:31337', now, count: 12 })
    const get = (async (_path: string, schema: { safeParse: (v: unknown) => { data?: unknown } }) => schema.safeParse({ data: fixtures, next: null }).data) as ApiClient['get']
    const test = createTestHost({ blockchain: { get } })
    const { registration } = setupHistory(test.host)
    const Tab = (await registration.slots!.accountTabs!.find((tab) => tab.label === 'Activity')!.load()) as ComponentType
    render(createElement(Provider, { store: test.host.store }, createElement(Tab)))

    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(11))
    expect(screen.queryByText(/free-usdt/)).toBeNull()
    const oldest = new Date(fixtures.at(-1)!.metadata.minedAt)
    const title = transactionGroupTitle(oldest.getUTCFullYear(), oldest.getUTCMonth(), now.getUTCFullYear())
    expect(within(screen.getByRole('region', { name: title })).getAllByTestId('transaction').length).toBeGreaterThan(0)
    expect(screen.getAllByTestId('transaction-description').map((d) => d.textContent)).toContain('+0.15 ETH')
    expect(screen.getByRole('button', { name: 'View all activity' })).toBeTruthy()
  })
})

describe('Activity tab when the history call fails', () => {
  it("shows 'Failed to fetch transactions' and Retry, not 'No activity yet'; Retry reads again", async () => {
    let fail = true
    const fixtures = generateHistoryFixtures({ account: TEST_ADDRESS, chain: 'eip155:31337', now: new Date(), count: 3 })
    const get = (async (_path: string, schema: { safeParse: (v: unknown) => { data?: unknown } }) => {
      if (fail) throw new Error('HTTP status code: 502')
      return schema.safeParse({ data: fixtures, next: null }).data
    }) as ApiClient['get']
    const test = createTestHost({ blockchain: { get } })
    const { registration } = setupHistory(test.host)
    const Tab = (await registration.slots!.accountTabs!.find((tab) => tab.label === 'Activity')!.load()) as ComponentType
    render(createElement(Provider, { store: test.host.store }, createElement(Tab)))

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions')
    expect(screen.queryByText('No activity yet')).toBeNull()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByTestId('transaction').length).toBeGreaterThan(0))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('Activity tab after a network switch', () => {
  it("reads the new network's activity", async () => {
    const chains: unknown[] = []
    const get = (async (_path: string, schema: { safeParse: (v: unknown) => { data?: unknown } }, query: { chainId?: string }) => {
      chains.push(query.chainId)
      return schema.safeParse({ data: [], next: null }).data
    }) as ApiClient['get']
    const test = createTestHost({ blockchain: { get } })
    const { registration } = setupHistory(test.host)
    const Tab = (await registration.slots!.accountTabs!.find((tab) => tab.label === 'Activity')!.load()) as ComponentType
    render(createElement(Provider, { store: test.host.store }, createElement(Tab)))
    await screen.findByText('No activity yet')

    const network = { ...test.host.store.get(test.network)!, id: 31338, caipNetworkId: 'eip155:31338' as const }
    act(() => {
      test.host.store.set(test.network, network)
      test.host.store.set(test.account, (a) => ({ ...a, caipAddress: `eip155:31338:${TEST_ADDRESS}` }))
    })
    await waitFor(() => expect(chains).toEqual(['eip155:31337', 'eip155:31338']))
  })
})
