import { CONTRACT_VERSION, type PluginDescription } from '@portico/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogueHandlers } from '../catalogue/mocks/handlers'
import { generateWalletFixtures } from '../catalogue/mocks/walletFixtures'
import { createAppKit } from '../createAppKit'
import type { AppKitOptionsInput } from '../options/appKitOptionsSchema'
import { testMainnet } from '../testing/networks'
import { connectNamedWallet, EMAIL_OFF_MESSAGE, socialOffMessage } from './connectNamedWallet'
import { installedWallet, routingOnly, TEST_ACCOUNT } from './testing'
import { CONNECTION_CANCELLED_MESSAGE } from './waitForConnection'
import { resolveWalletName } from './walletNames'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'

const fixtures = generateWalletFixtures(60)
const rainbow = fixtures.find((wallet) => wallet.name === 'Rainbow')
const server = setupServer(...createCatalogueHandlers({ wallets: fixtures }), http.post('https://rpc.example/*', () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x0' })))
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

// The social plugin's description, as the plugin index serves it: one entry per provider.
const socials: PluginDescription = {
  id: 'socials',
  version: '1.0.0',
  contract: CONTRACT_VERSION,
  feature: { flag: 'socials', listedBy: 'provider' },
  views: { ConnectingSocial: { title: 'Sign in' }, ConnectingFarcaster: { title: 'Farcaster' } },
  slots: {
    connectMethods: [
      { method: 'social', label: 'Google', view: 'ConnectingSocial', arguments: { provider: 'google' }, popup: true },
      { method: 'social', label: 'Farcaster', view: 'ConnectingFarcaster', arguments: { provider: 'farcaster' } },
    ],
  },
}
const setup = (options: Partial<AppKitOptionsInput> = {}) => {
  const appKit = createAppKit({ projectId: 'p', networks: [testMainnet], ...options }, { window: undefined, storage: undefined, pluginFetch: async () => ({ plugins: [socials] }) })
  return routingOnly(appKit)
}
const route = (appKit: ReturnType<typeof setup>) => shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.route)

describe('connectNamedWallet', () => {
  it('connects an installed wallet by its short name in its own prompt, the modal never opening', async () => {
    const appKit = setup()
    const { wallet, methods } = installedWallet('MetaMask', 'io.metamask')
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet])
    await expect(connectNamedWallet(appKit, resolveWalletName('metamask'))).resolves.toEqual({ chainNamespace: 'eip155', chainId: '1', address: TEST_ACCOUNT })
    expect(methods).toContain('eth_requestAccounts')
    expect(appKit.getState().open).toBe(false)
    expect(appKit.getAccount().status).toBe('connected')
  })

  it('connects an installed wallet named by its rdns, and rejects with the refusal', async () => {
    const appKit = setup()
    const { wallet } = installedWallet('Portico Sandbox Wallet', 'dev.portico.sandbox', { refuse: true })
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet])
    await expect(connectNamedWallet(appKit, resolveWalletName('dev.portico.sandbox'))).rejects.toThrow('User rejected the request.')
    expect(appKit.getAccount().status).toBe('disconnected')
    expect(appKit.getState().open).toBe(false)
  })

  it('finds a catalogue id installed through its record rdns', async () => {
    const appKit = setup()
    const sandbox = fixtures.find((record) => record.rdns === 'dev.portico.sandbox')
    const { wallet } = installedWallet('Portico Sandbox Wallet', 'dev.portico.sandbox')
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet])
    await expect(connectNamedWallet(appKit, resolveWalletName(sandbox?.id ?? ''))).resolves.toMatchObject({ address: TEST_ACCOUNT })
    expect(appKit.getState().open).toBe(false)
  })

  it('pairs a catalogue wallet that is not installed through WalletConnect, found by name when the ids differ', async () => {
    const appKit = setup()
    const pending = connectNamedWallet(appKit, resolveWalletName('rainbow'))
    await expect.poll(() => route(appKit).view).toBe('ConnectingWalletConnect')
    expect(route(appKit).arguments).toEqual({ walletId: rainbow?.id })
    // The view finds the record among the catalogue's looked-up wallets.
    const { catalogue } = await (await loadShellCore(appKit)).loadIntentActions()
    expect(shellBootOf(appKit).store.get(catalogue.atoms.named).map((record) => record.name)).toEqual(['Rainbow'])
    await appKit.close()
    await expect(pending).rejects.toThrow(CONNECTION_CANCELLED_MESSAGE)
  })

  it('opens the plain pairing for walletConnect, and resolves once a wallet connects there', async () => {
    const appKit = setup()
    const pending = connectNamedWallet(appKit, resolveWalletName('walletConnect'))
    await expect.poll(() => route(appKit).view).toBe('ConnectingWalletConnectBasic')
    const { wallet } = installedWallet('MetaMask', 'io.metamask')
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.announcedWallets, [wallet])
    void loadShellCore(appKit).then((core) => core.connection.connectAnnounced('io.metamask'))
    await expect(pending).resolves.toMatchObject({ address: TEST_ACCOUNT })
    // The flow ends where it began: the Account view it reached closes.
    expect(appKit.getState().open).toBe(false)
  })

  it('goes straight to the email login and to a social provider, or says the feature is off', async () => {
    const appKit = setup({ features: { email: true, socials: ['google', 'farcaster'] } })
    void connectNamedWallet(appKit, resolveWalletName('email')).catch(() => undefined)
    await expect.poll(() => route(appKit).view).toBe('EmailLogin')
    void connectNamedWallet(appKit, resolveWalletName('farcaster')).catch(() => undefined)
    await expect.poll(() => route(appKit)).toEqual({ view: 'ConnectingFarcaster', arguments: { provider: 'farcaster' } })
    await expect(connectNamedWallet(appKit, resolveWalletName('github'))).rejects.toThrow(socialOffMessage('github'))
    const off = setup({ features: { email: false } })
    await expect(connectNamedWallet(off, resolveWalletName('email'))).rejects.toThrow(EMAIL_OFF_MESSAGE)
  })
})
