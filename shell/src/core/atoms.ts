import type { AccountState, CaipNetwork, Connector, ConnectionStatus, PluginDescription, PluginId, PluginRegistration } from '@portico/contracts'
import { DISCONNECTED_ACCOUNT } from '@portico/contracts'
import type { ChainNamespace } from '@portico/contracts'
import { atom, type Atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import type { NamespaceConnection } from '../connection/namespaceConnection'
import type { NamespaceWallet } from '../connection/namespaceWallet'
import type { ThemeVariables } from '../options/appKitOptionsSchema'

export interface RouteEntry {
  view: string
  /** The connector a ConnectingExternal view is about. */
  connectorId?: string
  /** The catalogue wallet a ConnectingWalletConnect view is about. */
  walletId?: string
  /** What a plugin view was opened with (`open({ view, arguments })`, a described field's value). */
  arguments?: Readonly<Record<string, string>>
}

/**
 * A plugin of an enabled feature: described (its static description read, its code not loaded),
 * loading, ready (its registration), or failed (why, with its description when that was read).
 */
export type PluginState =
  | { status: 'described'; description: PluginDescription }
  | { status: 'loading'; description: PluginDescription }
  | { status: 'ready'; description: PluginDescription; registration: PluginRegistration }
  | { status: 'failed'; reason: string; description?: PluginDescription }

export interface ToastState {
  message: string
  variant: 'success' | 'loading' | 'error' | 'info'
  open: boolean
}

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

/** All shell state, as atoms of one jotai store per createAppKit call. */
export interface ShellAtoms {
  account: PrimitiveAtom<AccountState>
  networks: PrimitiveAtom<readonly CaipNetwork[]>
  network: PrimitiveAtom<CaipNetwork | undefined>
  /** The wallet is on a chain the dapp did not configure (its id, as the wallet reported it). */
  unsupportedChainId: PrimitiveAtom<string | undefined>
  connectionStatus: PrimitiveAtom<Record<ChainNamespace, ConnectionStatus>>
  activeNamespace: PrimitiveAtom<ChainNamespace | undefined>
  /** The active namespace's connector (`connections[activeNamespace]`), what requests go to. */
  activeConnector: PrimitiveAtom<Connector | undefined>
  /** Every connected namespace's wallet: several namespaces may be connected at once. */
  connections: PrimitiveAtom<Partial<Record<ChainNamespace, NamespaceConnection>>>
  connectError: PrimitiveAtom<string | undefined>
  /** The last connection failed because the visitor declined it (4001, 5000): the screen says so; any other failure is "could not connect". */
  connectDeclined: PrimitiveAtom<boolean>
  announcedWallets: PrimitiveAtom<readonly AnnouncedWallet[]>
  /** Wallets of the other configured namespaces (Wallet Standard, injectedWeb3), found on intent. */
  namespaceWallets: PrimitiveAtom<readonly NamespaceWallet[]>
  modal: PrimitiveAtom<ModalState>
  history: PrimitiveAtom<readonly RouteEntry[]>
  /** The view on screen, as plugins read it (PluginHost atoms.route). */
  route: Atom<RouteEntry>
  toast: PrimitiveAtom<ToastState | undefined>
  /** An alert the modal shows on top of its view (SPEC section 8, Alerts). */
  alert: PrimitiveAtom<string | undefined>
  themeMode: PrimitiveAtom<'dark' | 'light'>
  themeVariables: PrimitiveAtom<ThemeVariables>
  plugins: PrimitiveAtom<Partial<Record<PluginId, PluginState>>>
  /** The Connect view's legal checkbox (features.legalCheckbox): connecting waits for it. */
  legalCheckboxChecked: PrimitiveAtom<boolean>
}

/**
 * All shell state, as atoms of one jotai store per createAppKit call.
 *
 * @example const atoms = createShellAtoms(options.networks, options.networks[0])
 */
export function createShellAtoms(networks: readonly CaipNetwork[], activeNetwork: CaipNetwork): ShellAtoms {
  const history = atom<readonly RouteEntry[]>([{ view: 'Connect' }])
  return {
    account: atom<AccountState>(DISCONNECTED_ACCOUNT),
    networks: atom<readonly CaipNetwork[]>(networks),
    network: atom<CaipNetwork | undefined>(activeNetwork),
    /** The wallet is on a chain the dapp did not configure (its id, as the wallet reported it). */
    unsupportedChainId: atom<string | undefined>(undefined),
    connectionStatus: atom<Record<ChainNamespace, ConnectionStatus>>({
      eip155: 'disconnected',
      solana: 'disconnected',
      polkadot: 'disconnected',
      bip122: 'disconnected',
    }),
    activeNamespace: atom<ChainNamespace | undefined>(undefined),
    /** The active namespace's connector (`connections[activeNamespace]`), what requests go to. */
    activeConnector: atom<Connector | undefined>(undefined),
    /** Every connected namespace's wallet: several namespaces may be connected at once. */
    connections: atom<Partial<Record<ChainNamespace, NamespaceConnection>>>({}),
    connectError: atom<string | undefined>(undefined),
    connectDeclined: atom(false),
    announcedWallets: atom<readonly AnnouncedWallet[]>([]),
    /** Wallets of the other configured namespaces (Wallet Standard, injectedWeb3), found on intent. */
    namespaceWallets: atom<readonly NamespaceWallet[]>([]),
    modal: atom<ModalState>({ open: false, loading: false, shake: false }),
    history,
    /** The view on screen, as plugins read it (PluginHost atoms.route). */
    route: atom((get): RouteEntry => get(history).at(-1) ?? { view: 'Connect' }),
    toast: atom<ToastState | undefined>(undefined),
    /** An alert the modal shows on top of its view (SPEC section 8, Alerts). */
    alert: atom<string | undefined>(undefined),
    themeMode: atom<'dark' | 'light'>('dark'),
    themeVariables: atom<ThemeVariables>({}),
    plugins: atom<Partial<Record<PluginId, PluginState>>>({}),
    /** The Connect view's legal checkbox (features.legalCheckbox): connecting waits for it. */
    legalCheckboxChecked: atom(false),
  }
}
