import { DISCONNECTED_ACCOUNT, parseCaipNetworkId, type CaipNetwork, type ChainNamespace, type ConnectionStatus } from '@portico/contracts'
import type { GrantPermissionsRequest, GrantPermissionsResponse } from '@portico/contracts/sessions'
import { namespaceAccount } from '../connection/namespaceAccount'
import type { NamespaceConnections } from '../connection/namespaceConnection'
import { walletProviderOf } from '../connection/walletProvider'
import { useEffect, useState } from 'react'
import type { AppKitEvent } from '../core/events'
import type { ThemeVariables } from '../options/appKitOptionsSchema'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

// Fallbacks before createAppKit ran; constants, because useSyncExternalStore needs stable snapshots.
const CLOSED_MODAL = { open: false, loading: false, shake: false }
const NO_THEME_VARIABLES: ThemeVariables = {}
const NO_CONNECTIONS: NamespaceConnections = {}
const ALL_DISCONNECTED: Record<ChainNamespace, ConnectionStatus> = { eip155: 'disconnected', solana: 'disconnected', polkadot: 'disconnected', bip122: 'disconnected' }

/** Open and close the modal, as AppKit's `useAppKit`. */
export function useAppKit() {
  const appKit = useAppKitInstance()
  return {
    open: (options?: { view?: string }) => appKit?.open(options) ?? Promise.resolve(),
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
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
  }
}

/** The active network and the switch, as AppKit's `useAppKitNetwork`. */
export function useAppKitNetwork() {
  const appKit = useAppKitInstance()
  const network = useShellAtom<CaipNetwork | undefined>(appKit, (atoms) => atoms.network, undefined)
  return {
    caipNetwork: network,
    caipNetworkId: network?.caipNetworkId,
    chainId: network ? parseCaipNetworkId(network.caipNetworkId).chainId : undefined,
    switchNetwork: (target: CaipNetwork) => appKit?.switchNetwork(target) ?? Promise.resolve(),
  }
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
export function useAppKitProvider(namespace: ChainNamespace) {
  const connection = useShellAtom(useAppKitInstance(), (atoms) => atoms.connections, NO_CONNECTIONS)[namespace]
  return { walletProvider: connection ? walletProviderOf(connection.connector) : undefined, walletProviderType: connection?.connector.type }
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
  return { open: modal.open, loading: modal.loading, selectedNetworkId: network?.caipNetworkId }
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
