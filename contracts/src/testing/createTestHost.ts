import { createI18nHost } from '../i18n/createI18nHost'
import type { Locale } from '../i18n/locale'
import { CONTRACT_VERSION } from '../plugin/contractVersion'
import type { AuthHost } from '../plugin/authHost'
import type { ApiClient, PluginHost, RouteState, ToastVariant } from '../plugin/plugin'
import type { AccountState } from '../state/account'
import { DISCONNECTED_ACCOUNT } from '../state/disconnectedAccount'
import type { CaipNetwork } from '../state/network'
import { atom, createStore } from 'jotai/vanilla'
import { testUiKit } from './testUiKit'

/** The local anvil chain, a testnet as in the sandbox: the shell looks up no identity on it. */
export const TEST_NETWORK: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const unexpected = (what: string) => () => Promise.reject(new Error(`unexpected ${what}`))

/** A PluginHost for unit tests: a real jotai store and atoms, recorded toasts and routes, stubbed I/O. */
export function createTestHost(overrides: { rpc?: PluginHost['rpc']; blockchain?: Partial<ApiClient>; account?: AccountState; locale?: Locale; auth?: AuthHost; route?: RouteState } = {}) {
  const toasts: { message: string; variant: ToastVariant }[] = []
  const routes: string[] = []
  const missingMessages: string[] = []
  const store = createStore()
  const i18n = createI18nHost({
    store,
    locale: atom<Locale>(overrides.locale ?? 'en'),
    onMissing: ({ catalogue, locale, key }) => missingMessages.push(`${catalogue}:${locale}:${key}`),
    onLoadError: ({ error }) => {
      throw error
    },
  })
  const account = atom<AccountState>(
    overrides.account ?? { status: 'connected', address: TEST_ADDRESS, caipAddress: `eip155:31337:${TEST_ADDRESS}` },
  )
  const network = atom<CaipNetwork | undefined>(TEST_NETWORK)
  // The router moves this as the shell's history would: push and replace set the view on screen.
  const route = atom<RouteState>(overrides.route ?? { view: 'Account' })
  const go = (verb: string, view: string, args?: Readonly<Record<string, string>>) => {
    routes.push(`${verb} ${view}`)
    store.set(route, args ? { view, arguments: args } : { view })
  }
  const blockchain: ApiClient = { get: unexpected('GET'), post: unexpected('POST'), url: (path) => path, ...overrides.blockchain }
  const host: PluginHost = {
    contractVersion: CONTRACT_VERSION,
    store,
    atoms: { route, account, network, networks: atom<readonly CaipNetwork[]>([TEST_NETWORK]) },
    router: {
      push: (view, args) => go('push', view, args),
      replace: (view, args) => go('replace', view, args),
      goBack: () => routes.push('back'),
      reset: (view) => go('reset', view),
    },
    notify: { toast: (message, variant) => toasts.push({ message, variant }) },
    rpc: overrides.rpc ?? { request: unexpected('rpc') },
    api: { blockchain, walletKit: { get: unexpected('GET'), post: unexpected('POST'), url: (path) => path } },
    options: { projectId: 'test', themeMode: 'dark', own: {} },
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    i18n: { locale: i18n.locale, translator: i18n.translator },
    // As the shell: only for the account still active.
    account: {
      setProfileName: (address, profileName) =>
        store.set(account, (a) => (a.address?.toLowerCase() === address.toLowerCase() ? { ...a, profileName } : a)),
    },
    // The shell implements the kit; plugin units get a stand-in that renders what they read.
    ui: testUiKit,
    ...(overrides.auth ? { auth: overrides.auth } : {}),
  }
  return { host, toasts, routes, route, account, network, disconnected: DISCONNECTED_ACCOUNT, i18n, missingMessages }
}
