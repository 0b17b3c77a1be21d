import type { AccountState, CaipNetwork, ChainNamespace, Locale } from '@portico/contracts'
import type { GrantPermissionsRequest, GrantPermissionsResponse } from '@portico/contracts/sessions'
import type { WalletProvider } from './connection/walletProvider'
import type { AppKitEvent } from './core/events'
import type { ThemeVariables } from './options/appKitOptionsSchema'

export interface AppKitState {
  open: boolean
  loading: boolean
  selectedNetworkId: string | undefined
  /** The namespace of the active network (AppKit's `activeChain`). */
  activeChain: ChainNamespace | undefined
  /** Always true once createAppKit returned (AppKit's `initialized`). */
  initialized: boolean
}

/** What `open` takes, as AppKit's `open`. */
export interface AppKitOpenOptions {
  view?: string
  arguments?: Readonly<Record<string, string>>
  namespace?: ChainNamespace
}

/** What `subscribeNetwork` hands over, as AppKit's: the network, its chain id (a number on eip155) and CAIP-2 id. */
export interface AppKitNetworkState {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
}

/** The modal controller `createAppKit` returns; method names follow Reown AppKit. */
export interface AppKit {
  /**
   * Opens the modal, on `view` when given, with the `arguments` that view reads (a plugin's view
   * with the arguments its documentation names: `{ view, arguments: { fromToken, toToken, amount } }`). With `namespace` (AppKit's option) and nobody
   * connected on it, Connect lists that namespace's wallets only.
   */
  open: (options?: AppKitOpenOptions) => Promise<void>
  close: () => Promise<void>
  /**
   * Disconnects one namespace (and the others on the same WalletConnect session), or, with no
   * namespace, every connected one.
   */
  disconnect: (namespace?: ChainNamespace) => Promise<void>
  /** Switches the active network, asking the wallet when one is connected on its namespace. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
  /** Adds a network to a namespace's list (the Networks view shows it). */
  addNetwork: (namespace: ChainNamespace, network: CaipNetwork) => void
  /** Removes a network; the last one of a namespace cannot be removed. */
  removeNetwork: (namespace: ChainNamespace, caipNetworkId: string) => Promise<void>
  /** Starts what the first intent needs (wallet discovery, plugins, modal code) without opening. */
  prefetch: () => void
  getAddress: () => string | undefined
  getCaipAddress: () => string | undefined
  getIsConnected: () => boolean
  /** The active namespace's account, or another namespace's (several may be connected at once). */
  getAccount: (namespace?: ChainNamespace) => AccountState
  /** The connected wallet of a namespace (default: the active one) as an EIP-1193 provider. */
  getWalletProvider: (namespace?: ChainNamespace) => WalletProvider | undefined
  /** Calls back when a namespace connects, disconnects, or the active namespace changes. */
  subscribeWalletProvider: (listener: () => void) => () => void
  getCaipNetwork: () => CaipNetwork | undefined
  getState: () => AppKitState
  setThemeMode: (mode: 'dark' | 'light') => void
  /** Merges into the theme variables (`--w3m-accent`, `--w3m-font-family` ...). */
  setThemeVariables: (variables: ThemeVariables) => void
  getThemeMode: () => 'dark' | 'light'
  getThemeVariables: () => ThemeVariables
  /**
   * Shows the modal and the buttons in another language ('es', 'pt-BR' ...; unknown: English).
   * Resolves once that locale's messages have loaded and show.
   */
  setLocale: (locale: string) => Promise<void>
  /** The locale shown: one of the shipped ones. */
  getLocale: () => Locale
  /** The connected wallet's name and icon. */
  getWalletInfo: () => AccountState['connectedWalletInfo']
  subscribeState: (listener: (state: AppKitState) => void) => () => void
  subscribeAccount: (listener: (account: AccountState) => void) => () => void
  subscribeNetwork: (listener: (network: AppKitNetworkState) => void) => () => void
  /** Calls back with every connected namespace's provider whenever one connects or disconnects (AppKit's `subscribeProviders`). */
  subscribeProviders: (listener: (providers: Partial<Record<ChainNamespace, WalletProvider>>) => void) => () => void
  /** Whether a wallet is connected (AppKit's `getIsConnectedState`). */
  getIsConnectedState: () => boolean
  subscribeEvents: (listener: (event: AppKitEvent) => void) => () => void
  /**
   * Smart sessions (ERC-7715, `features.smartSessions`): asks the connected eip155 wallet to grant
   * `request`'s permissions to the dapp's session key (the embedded wallet approves in its frame
   * and grants on chain) and resolves with the wallet's answer, whose `context` names the session.
   * The smartSessions plugin checks the request and does the work; it loads on the first call.
   * @example const { context } = await appKit.grantPermissions({ chainId: '0x7a69', expiry, signer, permissions })
   */
  grantPermissions: (request: GrantPermissionsRequest) => Promise<GrantPermissionsResponse>
  /** Resolves once a stored session was restored or found absent. */
  ready: Promise<void>
}
