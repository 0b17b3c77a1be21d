// @vitest-environment happy-dom
import { ONRAMP_PROVIDERS } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setupOnramp } from '../../setupOnramp'

afterEach(cleanup)

const coinbaseUrl = 'https://pay.coinbase.com/buy/select-asset?appId=a&sessionToken=t'

async function renderInProgress() {
  const test = createTestHost()
  const { registration, atoms } = setupOnramp(test.host, { timeZone: 'UTC' })
  const View = (await registration.views.BuyInProgress!.load()) as ComponentType
  return { ...test, atoms, show: () => render(createElement(Provider, { store: test.host.store }, createElement(View))) }
}

describe('BuyInProgressView', () => {
  it("says the purchase continues in the provider's window, with a link to it", async () => {
    const { host, atoms, show } = await renderInProgress()
    host.store.set(atoms.selectedProvider, ONRAMP_PROVIDERS[0])
    host.store.set(atoms.providerUrl, coinbaseUrl)
    show()
    expect(screen.getByText('Continue in Coinbase')).toBeTruthy()
    expect(screen.getByTestId('onramp-in-progress').textContent).toContain('Your purchase continues in the Coinbase window')
    expect(screen.getByTestId('onramp-in-progress').textContent).toContain('0xf3...b92266 on Anvil')
    const link = screen.getByRole('link', { name: 'Window did not open? Open Coinbase' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([coinbaseUrl, '_blank', 'noopener noreferrer'])
  })

  it('Buy more goes back to the providers; Back to account resets to Account', async () => {
    const { host, atoms, routes, show } = await renderInProgress()
    host.store.set(atoms.selectedProvider, ONRAMP_PROVIDERS[1])
    host.store.set(atoms.providerUrl, 'https://meldcrypto.com/?walletAddress=x')
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Buy more' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(routes).toEqual(['back', 'reset Account'])
  })

  it('offers to buy when no purchase is in progress (another network forgot it)', async () => {
    const { host, atoms, network, routes, show } = await renderInProgress()
    host.store.set(atoms.selectedProvider, ONRAMP_PROVIDERS[0])
    host.store.set(atoms.providerUrl, coinbaseUrl)
    show()
    act(() => host.store.set(network, (n) => (n ? { ...n, id: 31338, caipNetworkId: 'eip155:31338' } : n)))
    expect(screen.getByRole('status').textContent).toBe('No purchase in progress.')
    fireEvent.click(screen.getByRole('button', { name: 'Buy crypto' }))
    expect(routes).toEqual(['replace OnRampProviders'])
  })
})
