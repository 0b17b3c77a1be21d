// @vitest-environment happy-dom
import type { ApiClient, Transaction } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { generateHistoryFixtures } from '../../mocks/historyFixtures'
import { setupHistory } from '../../setupHistory'

afterEach(cleanup)

/** The NFTs tab over an API that pages `pages` (each a list of transactions), recording the cursors asked. */
async function renderNfts(pages: readonly (readonly unknown[])[]) {
  const cursors: (string | undefined)[] = []
  const get = (async (_path: string, schema: { safeParse: (v: unknown) => { data?: unknown } }, query: { cursor?: string }) => {
    cursors.push(query.cursor)
    const index = query.cursor ? Number(query.cursor) : 0
    return schema.safeParse({ data: pages[index] ?? [], next: index + 1 < pages.length ? String(index + 1) : null }).data
  }) as ApiClient['get']
  const test = createTestHost({ blockchain: { get } })
  const { registration } = setupHistory(test.host)
  const Tab = (await registration.slots!.accountTabs!.find((tab) => tab.label === 'NFTs')!.load()) as ComponentType
  render(createElement(Provider, { store: test.host.store }, createElement(Tab)))
  return { cursors }
}

const nftTransaction = (id: string, name: string, url: unknown, spam = false): unknown => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: TEST_ADDRESS },
  transfers: [{ nft_info: { name, content: { preview: { url } }, flags: { is_spam: spam } }, direction: 'in', quantity: { numeric: '1' } }],
})

describe('NFTs tab', () => {
  it('shows the NFTs of the history with their preview, spam hidden, and a hostile preview as no image', async () => {
    await renderNfts([
      [
        nftTransaction('a', 'Portico Pass #1', 'https://cdn.example/pass1.png'),
        nftTransaction('b', 'Claim 1000 USDT at free-usdt.example', 'https://cdn.example/spam.png', true),
        nftTransaction('c', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'),
      ],
    ])
    await waitFor(() => expect(screen.getAllByTestId('nft')).toHaveLength(2))
    expect(screen.getAllByTestId('nft-name').map((n) => n.textContent)).toEqual(['Portico Pass #1', '<img src=x onerror=alert(1)>'])
    // The kit draws each preview (the test host's stand-in shows what it was given): a hostile URL never reaches it.
    const previews = [...document.querySelectorAll('[data-kit="logo"]')].map((logo) => [logo.getAttribute('data-src'), logo.getAttribute('data-name')])
    expect(previews).toEqual([
      ['https://cdn.example/pass1.png', 'Portico Pass #1'],
      ['', '<img src=x onerror=alert(1)>'],
    ])
    expect(screen.queryByText(/free-usdt/)).toBeNull()
  })

  it('says there are none when the history holds none, and offers older pages while there are more', async () => {
    const fixtures = generateHistoryFixtures({ account: TEST_ADDRESS, chain: 'eip155:31337', now: new Date(), count: 4 })
    const { cursors } = await renderNfts([fixtures.slice(0, 2), [nftTransaction('n', 'Portico Pass #7', null)]])
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('No NFTs in your recent activity')
    fireEvent.click(screen.getByRole('button', { name: 'Look in older activity' }))
    await waitFor(() => expect(screen.getAllByTestId('nft-name').map((n) => n.textContent)).toEqual(['Portico Pass #7']))
    expect(cursors).toEqual([undefined, '1'])
    expect(screen.queryByRole('button', { name: 'Look in older activity' })).toBeNull()
  })

  it('has an honest empty state for an account without NFTs', async () => {
    await renderNfts([generateHistoryFixtures({ account: TEST_ADDRESS, chain: 'eip155:31337', now: new Date(), count: 4 }) as Transaction[]])
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('No NFTs yet')
    expect(screen.queryByTestId('nft')).toBeNull()
  })
})
