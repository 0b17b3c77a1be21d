// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { PluginDescription } from '@portico/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { announced } from '../../../catalogue/testing'
import { createCatalogueHandlers } from '../../../catalogue/mocks/handlers'
import { generateWalletFixtures } from '../../../catalogue/mocks/walletFixtures'
import { memoryStorage, renderView, testShellCore } from '../../testing'
import { allWalletsCountLabel } from './allWalletsCountLabel'
import { ConnectView } from './ConnectView'

const wallets = generateWalletFixtures()
const evmCount = wallets.filter((w) => w.chains.some((chain) => chain.startsWith('eip155:'))).length
const server = setupServer(...createCatalogueHandlers({ wallets }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const sandbox = announced('Portico Sandbox Wallet', 'dev.portico.sandbox')
const list = () => screen.getByRole('list', { name: 'Wallets' })
const rows = () => within(list()).queryAllByRole('button').map((button) => button.textContent)

describe('ConnectView', () => {
  it('shows installed wallets at once and a skeleton until the catalogue arrives, then deduplicated catalogue wallets and All Wallets', async () => {
    const core = await testShellCore()
    core.store.set(core.atoms.announcedWallets, [sandbox])
    renderView(core, <ConnectView />)
    expect(rows()).toEqual(['Portico Sandbox WalletInstalled', 'All Wallets'])
    expect(screen.getAllByTestId('wallet-skeleton')).toHaveLength(4)

    core.catalogue.prefetch()
    // Recommended is the first 4; the sandbox wallet among them is the installed one, shown once.
    await waitFor(() => expect(rows()).toEqual(['Portico Sandbox WalletInstalled', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet', `All Wallets${allWalletsCountLabel(evmCount)}`]))
    expect(screen.queryAllByTestId('wallet-skeleton')).toEqual([])
    expect(within(list()).getByText('MetaMask').closest('li')?.dataset.group).toBe('recommended')
  })

  it('puts recent wallets first, once, with their tag', async () => {
    const storage = memoryStorage()
    const core = await testShellCore({}, storage)
    core.storage.saveConnected({ connectorId: 'dev.portico.sandbox', walletName: 'Portico Sandbox Wallet', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    core.store.set(core.atoms.announcedWallets, [announced('Rabby Wallet', 'io.rabby'), sandbox])
    core.catalogue.prefetch()
    renderView(core, <ConnectView />)
    await waitFor(() => expect(rows()).toContain('MetaMask'))
    expect(rows().slice(0, 2)).toEqual(['Portico Sandbox WalletRecent', 'Rabby WalletInstalled'])
    expect(rows().filter((row) => row?.startsWith('Portico Sandbox Wallet'))).toHaveLength(1)
  })

  it('shows featured wallets before recommended ones, in the dapp order', async () => {
    const featuredWalletIds = [wallets[12]!.id, wallets[10]!.id]
    const core = await testShellCore({ featuredWalletIds })
    core.catalogue.prefetch()
    renderView(core, <ConnectView />)
    await waitFor(() => expect(rows()).toHaveLength(7))
    expect(rows().slice(0, 3)).toEqual(['Exodus', 'Ledger Live', 'MetaMask'])
  })

  it('routes an installed wallet to ConnectingExternal and a catalogue wallet to ConnectingWalletConnect with its id', async () => {
    const core = await testShellCore()
    core.store.set(core.atoms.announcedWallets, [sandbox])
    core.catalogue.prefetch()
    renderView(core, <ConnectView />)
    fireEvent.click(await screen.findByRole('button', { name: 'MetaMask' }))
    expect(core.store.get(core.atoms.history).at(-1)).toEqual({ view: 'ConnectingWalletConnect', walletId: wallets[0]!.id })
    fireEvent.click(screen.getByRole('button', { name: /All Wallets/ }))
    expect(core.store.get(core.atoms.history).at(-1)).toEqual({ view: 'AllWallets' })
  })

  it('says what failed, keeps installed wallets usable, and Retry loads the catalogue', async () => {
    server.use(http.get('https://api.web3modal.org/getWallets', () => new HttpResponse(null, { status: 503 }), { once: true }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = await testShellCore()
    core.store.set(core.atoms.announcedWallets, [sandbox])
    core.catalogue.prefetch()
    renderView(core, <ConnectView />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Wallet list unavailable: HTTP status code: 503Retry')
    expect(screen.getByRole('button', { name: /Portico Sandbox Wallet/ }).hasAttribute('disabled')).toBe(false)
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rows()).toContain('MetaMask'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(warn).toHaveBeenCalledWith('[portico]', 'recommended wallets failed:', 'HTTP status code: 503', '')
  })

  it('with legalCheckbox, disables connecting until the terms are accepted', async () => {
    const core = await testShellCore({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' })
    core.store.set(core.atoms.announcedWallets, [sandbox])
    renderView(core, <ConnectView />)
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to our Terms of Service and Privacy Policy' })
    const wallet = screen.getByRole('button', { name: /Portico Sandbox Wallet/ })
    expect(wallet.closest('fieldset')?.disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://dapp.example/terms')
    fireEvent.click(checkbox)
    expect(wallet.closest('fieldset')?.disabled).toBe(false)
    expect(core.store.get(core.atoms.legalCheckboxChecked)).toBe(true)
  })

  it('without legalCheckbox, shows the legal links as a note and does not gate', async () => {
    const core = await testShellCore({ termsConditionsUrl: 'https://dapp.example/terms' })
    renderView(core, <ConnectView />)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByText(/By connecting your wallet, you agree to our/).textContent).toBe('By connecting your wallet, you agree to our Terms of Service')
    expect(screen.getByRole('button', { name: /All Wallets/ }).closest('fieldset')?.disabled).toBe(false)
  })

  it('links a legal page only over http(s): a javascript: or data: URL stays plain text', async () => {
    const core = await testShellCore({ termsConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: ' data:text/html,<script>alert(1)</script>' })
    renderView(core, <ConnectView />)
    expect(screen.getByText(/By connecting your wallet, you agree to our/).textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy')
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it("shows a plugin's connect methods from its description before the wallets, and loads its code and view on hover", async () => {
    const core = await testShellCore()
    const description: PluginDescription = {
      id: 'email',
      version: '1.0.0',
      contract: '4.1.0',
      views: { EmailLogin: { title: 'Email' } },
      slots: { connectMethods: [{ method: 'email', label: 'Continue with email', view: 'EmailLogin' }] },
      translations: { es: { 'Continue with email': 'Continuar con correo' } },
    }
    core.store.set(core.atoms.plugins, { email: { status: 'described', description } })
    const lazyView = vi.spyOn(core.plugins, 'lazyView').mockReturnValue({ load: () => new Promise(() => undefined) })
    renderView(core, <ConnectView />)
    const method = screen.getByRole('button', { name: 'Continue with email' })
    expect(method.compareDocumentPosition(screen.getByRole('list', { name: 'Wallets' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.pointerEnter(method)
    expect(lazyView).toHaveBeenCalledWith('email', 'EmailLogin')
    fireEvent.click(method)
    expect(core.store.get(core.atoms.history).at(-1)?.view).toBe('EmailLogin')
  })

  it('leads with the wallets when one is installed, "or" before the logins; a brand-coloured social tile; the dapp\'s connectMethodsOrder wins', async () => {
    const description: PluginDescription = {
      id: 'socials',
      version: '1.0.0',
      contract: '5.3.0',
      views: { ConnectingSocial: { title: 'Sign in' } },
      slots: { connectMethods: [{ method: 'social', label: 'Discord', view: 'ConnectingSocial', icon: '<svg viewBox="0 0 20 20"><path d="M2 2h16v16H2z"/></svg>', brand: '#5865F2' }] },
    }
    const order = () => [screen.getByRole('button', { name: 'Discord' }), screen.getByRole('list', { name: 'Wallets' })]
    const precedes = ([a, b]: HTMLElement[]) => Boolean(a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING)

    const installed = await testShellCore()
    installed.store.set(installed.atoms.plugins, { socials: { status: 'described', description } })
    installed.store.set(installed.atoms.announcedWallets, [sandbox])
    renderView(installed, <ConnectView />)
    expect(precedes(order().reverse())).toBe(true)
    expect(screen.getByRole('separator').textContent).toBe('or')
    expect(screen.getByRole('button', { name: 'Discord' }).querySelector<HTMLElement>('.brand-mark')?.style.background).toBe('#5865F2')
    cleanup()

    const configured = await testShellCore({ features: { connectMethodsOrder: ['social', 'wallet'] } })
    configured.store.set(configured.atoms.plugins, { socials: { status: 'described', description } })
    configured.store.set(configured.atoms.announcedWallets, [sandbox])
    renderView(configured, <ConnectView />)
    expect(precedes(order())).toBe(true)
    expect(screen.queryByRole('separator')).toBeNull()
  })

  it('honours allWallets: false and collapseWallets: true', async () => {
    const core = await testShellCore({ features: { allWallets: false, collapseWallets: true } })
    core.store.set(core.atoms.announcedWallets, [sandbox])
    renderView(core, <ConnectView />)
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(rows()).toEqual(['Portico Sandbox WalletInstalled'])
  })
})
