import type { ChainNamespace, ConnectionStatus } from '@portico/contracts'
import type { NamespaceConnections } from '../connection/namespaceConnection'
import type { ThemeVariables } from '../options/appKitOptionsSchema'

// What the hooks read before createAppKit ran; constants, because useSyncExternalStore needs stable snapshots.
export const CLOSED_MODAL = { open: false, loading: false, shake: false }
export const NO_THEME_VARIABLES: ThemeVariables = {}
export const NO_CONNECTIONS: NamespaceConnections = {}
export const ALL_DISCONNECTED: Record<ChainNamespace, ConnectionStatus> = { eip155: 'disconnected', solana: 'disconnected', polkadot: 'disconnected', bip122: 'disconnected' }
