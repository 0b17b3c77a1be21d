import { DISCONNECTED_ACCOUNT, type AccountState, type CaipNetwork, type ChainNamespace, type ConnectionStatus, type SocialProvider } from '@portico/contracts'
import type { GrantPermissionsRequest, GrantPermissionsResponse } from '@portico/contracts/sessions'
import { namespaceAccount } from '../connection/namespaceAccount'
import type { NamespaceConnections } from '../connection/namespaceConnection'
import { walletProviderOf, type WalletProvider } from '../connection/walletProvider'
import { useEffect, useState } from 'react'
import type { AppKit, AppKitOpenOptions } from '../createAppKit'
import type { AppKitEvent } from '../core/events'
import type { ThemeVariables } from '../options/appKitOptionsSchema'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'
import { useStoreAtom } from './useStoreAtom'

// Fallbacks before createAppKit ran; constants, because useSyncExternalStore needs stable snapshots.
const CLOSED_MODAL = { open: false, loading: false, shake: false }
const NO_THEME_VARIABLES: ThemeVariables = {}
const NO_CONNECTIONS: NamespaceConnections = {}
const ALL_DISCONNECTED: Record<ChainNamespace, ConnectionStatus> = { eip155: 'disconnected', solana: 'disconnected', polkadot: 'disconnected', bip122: 'disconnected' }

/** Open and close the modal, as AppKit's `useAppKit`. */
export function useAppKit() {
  const appKit = useAppKitInstance()
  return {
    open: (options?: AppKitOpenOptions) => appKit?.open(options) ?? Promise.resolve(),
    close: () => appKit?.close() ?? Promise.resolve(),
  }
}

/** The connected account, as AppKit's `useAppKitAccount`: the active namespace's, or the one asked for. */
export function useAppKitAccount(options?: { namespace?: ChainNamespace }) {
  const appKit = useAppKitInstance()
  const account = namespaceAccount(
    {
      account: useShellAtom(appKit, (atoms) => atoms.account, DISCONNECTED_ACCOUNT),
      activeNamespace: useShellAtom<ChainNamespace | undefined>(appKit, (atoms) => atoms.activeNamespace, undefined),
      connections: useShellAtom(appKit, (atoms) => atoms.connections, NO_CONNECTIONS),
      connectionStatus: useShellAtom(appKit, (atoms) => atoms.connectionStatus, ALL_DISCONNECTED),
    },
    options?.namespace,
  )
  const embeddedWalletInfo = useEmbeddedWalletInfo(appKit, account)
  return {
    allAccounts: account.allAccounts ?? [],
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    embeddedWalletInfo,
  }
}

/** AppKit's `embeddedWalletInfo`: who signed in to the embedded wallet and how; undefined for other wallets. */
export interface EmbeddedWalletInfo {
  user: { email?: string; username?: string }
  authProvider: SocialProvider | 'email'
  accountType: AccountState['preferredAccountType']
  isSmartAccountDeployed: boolean
}

function useEmbeddedWalletInfo(appKit: AppKit | undefined, account: AccountState): EmbeddedWalletInfo | undefined {
  // The embedded wallet's atoms exist only when email or socials are on.
  const embedded = appKit?.core.embeddedWallet
  const email = useStoreAtom(appKit?.core.store, embedded?.auth.email, undefined)
  const username = useStoreAtom(appKit?.core.store, embedded?.socialUsername, undefined)
  const provider = useStoreAtom(appKit?.core.store, embedded?.socialProvider, undefined)
  const connectorType = useShellAtom(appKit, (atoms) => atoms.activeConnector, undefined)?.type
  if (connectorType !== 'AUTH' || account.status !== 'connected') return undefined
  return {
    user: { ...(email ? { email } : {}), ...(username ? { username } : {}) },
    authProvider: provider ?? 'email',
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: Boolean(account.smartAccountDeployed),
  }
}

/** The active network and the switch, as AppKit's `useAppKitNetwork`. */
export function useAppKitNetwork() {
  const appKit = useAppKitInstance()
  const network = useShellAtom<CaipNetwork | undefined>(appKit, (atoms) => atoms.network, undefined)
  return {
    caipNetwork: network,
    caipNetworkId: network?.caipNetworkId,
    // AppKit's: the network's id, a number on eip155 (ethers' BrowserProvider expects one).
    chainId: network?.id,
    switchNetwork: (target: CaipNetwork) => appKit?.switchNetwork(target) ?? Promise.resolve(),
  }
}

/** The active network's ids only, as AppKit's `useAppKitNetworkCore`. */
export function useAppKitNetworkCore() {
  const network = useShellAtom<CaipNetwork | undefined>(useAppKitInstance(), (atoms) => atoms.network, undefined)
  return { chainId: network?.id, caipNetworkId: network?.caipNetworkId }
}

/** Disconnect, as AppKit's `useDisconnect`: one namespace (and its session's others), or all. */
export function useDisconnect() {
  const appKit = useAppKitInstance()
  return { disconnect: (options?: { namespace?: ChainNamespace }) => appKit?.disconnect(options?.namespace) ?? Promise.resolve() }
}

/**
 * A namespace's connected wallet as an EIP-1193 provider, as AppKit's `useAppKitProvider`.
 *
 * @example const { walletProvider } = useAppKitProvider('eip155'); new BrowserProvider(walletProvider)
 */
export function useAppKitProvider<T = WalletProvider>(namespace: ChainNamespace): { walletProvider: T; walletProviderType: string | undefined } {
  const connection = useShellAtom(useAppKitInstance(), (atoms) => atoms.connections, NO_CONNECTIONS)[namespace]
  // AppKit's type parameter and AppKit's typing: the dapp names the provider type it uses (ethers'
  // Eip1193Provider, a Solana Provider) and reads it as T; it is undefined until a wallet connects,
  // which AppKit's own examples check with `isConnected` before using it.
  return { walletProvider: (connection ? walletProviderOf(connection.connector) : undefined) as T, walletProviderType: connection?.connector.type }
}

/**
 * Smart sessions: `grantPermissions` of the AppKit (ERC-7715), for a component.
 * @example const { grantPermissions } = useSmartSessions(); const { context } = await grantPermissions(request)
 */
export function useSmartSessions() {
  const appKit = useAppKitInstance()
  return {
    grantPermissions: (request: GrantPermissionsRequest): Promise<GrantPermissionsResponse> =>
      appKit ? appKit.grantPermissions(request) : Promise.reject(new Error('Call createAppKit before grantPermissions')),
  }
}

/** Modal state, as AppKit's `useAppKitState`. */
export function useAppKitState() {
  const appKit = useAppKitInstance()
  const modal = useShellAtom(appKit, (atoms) => atoms.modal, CLOSED_MODAL)
  const network = useShellAtom<CaipNetwork | undefined>(appKit, (atoms) => atoms.network, undefined)
  return { open: modal.open, loading: modal.loading, selectedNetworkId: network?.caipNetworkId, activeChain: network?.chainNamespace, initialized: appKit !== undefined }
}

/** Theme and its setters, as AppKit's `useAppKitTheme`. */
export function useAppKitTheme() {
  const appKit = useAppKitInstance()
  const themeMode = useShellAtom(appKit, (atoms) => atoms.themeMode, 'dark')
  const themeVariables = useShellAtom<ThemeVariables>(appKit, (atoms) => atoms.themeVariables, NO_THEME_VARIABLES)
  return {
    themeMode,
    themeVariables,
    setThemeMode: (mode: 'dark' | 'light') => appKit?.setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => appKit?.setThemeVariables(variables),
  }
}

/** The latest modal event, as AppKit's `useAppKitEvents`. */
export function useAppKitEvents(): AppKitEvent | undefined {
  const appKit = useAppKitInstance()
  const [event, setEvent] = useState<AppKitEvent | undefined>()
  useEffect(() => appKit?.subscribeEvents(setEvent), [appKit])
  return event
}

/** The connected wallet's name and icon, as AppKit's `useWalletInfo`. */
export function useWalletInfo() {
  const account = useShellAtom(useAppKitInstance(), (atoms) => atoms.account, DISCONNECTED_ACCOUNT)
  return { walletInfo: account.connectedWalletInfo }
}
