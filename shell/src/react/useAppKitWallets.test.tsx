// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogueHandlers } from '../catalogue/mocks/handlers'
import { generateWalletFixtures } from '../catalogue/mocks/walletFixtures'
import { createAppKit } from '../createAppKit'
import { testMainnet } from '../testing/networks'
import { installedWallet } from '../walletButtons/testing'
import { useAppKitWallets } from './useAppKitWallets'
import { shellBootOf } from '../core/shellCoreOf'

const fixtures = generateWalletFixtures(120)
// The catalogue counts the wallets on the dapp's networks (mainnet here).
const onMainnet = fixtures.filter((wallet) => wallet.chains.includes('eip155:1')).length
const searches: string[] = []
const server = setupServer(...createCatalogueHandlers({ wallets: fixtures }))
server.events.on('request:start', ({ request }) => {
  const search = new URL(request.url).searchParams.get('search')
  if (search) searches.push(search)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  cleanup()
  searches.length = 0
})
afterAll(() => server.close())

function Headless() {
  const { wallets, wcWallets, isInitialized, page, count, fetchWallets, connect } = useAppKitWallets()
  return (
    <>
      <p data-testid="meta">{[isInitialized, page, count].join('|')}</p>
      <ul aria-label="wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => void connect(wallet).catch(() => undefined)}>
              {wallet.name}
              {wallet.isInjected ? ' (installed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      <ul aria-label="catalogue">
        {wcWallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void fetchWallets({ page: 2 })}>
        two pages
      </button>
      <button type="button" onClick={() => void fetchWallets({ query: 'rainbow' })}>
        search
      </button>
    </>
  )
}

const names = (list: string) =>
  Array.from(screen.getByRole('list', { name: list }).querySelectorAll('li'), (item) => item.textContent)

describe('useAppKitWallets', () => {
  it('lists installed wallets, WalletConnect and recommended ones, pages and searches the catalogue, and connects', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { storage: undefined })
    const { wallet } = installedWallet('Portico Sandbox Wallet', 'dev.portico.sandbox')
    act(() => shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet]))
    render(<Headless />)
    // Recommended wallets show once their images preloaded (or gave up, 2 s).
    await waitFor(() => expect(names('wallets').length).toBe(5), { timeout: 15_000 })
    // The installed wallet first and once (the catalogue lists it too), then WalletConnect, then recommended.
    expect(names('wallets')).toEqual(['Portico Sandbox Wallet (installed)', 'WalletConnect', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
    expect(screen.getByTestId('meta').textContent).toBe(`true|0|${onMainnet}`)

    fireEvent.click(screen.getByRole('button', { name: 'two pages' }))
    await waitFor(() => expect(screen.getByTestId('meta').textContent).toBe(`true|2|${onMainnet}`), { timeout: 8_000 })
    expect(names('catalogue')).toHaveLength(79)
    expect(names('catalogue')).not.toContain('Portico Sandbox Wallet')

    fireEvent.click(screen.getByRole('button', { name: 'search' }))
    await waitFor(() => expect(names('catalogue')).toEqual(['Rainbow']), { timeout: 5_000 })
    expect(searches).toEqual(['rainbow'])

    fireEvent.click(screen.getByRole('button', { name: 'Portico Sandbox Wallet (installed)' }))
    await waitFor(() => expect(appKit.getAccount().status).toBe('connected'))
    expect(appKit.getState().open).toBe(false)
    expect(document.querySelector('portico-modal')).toBeNull()
  }, 90_000)
})
