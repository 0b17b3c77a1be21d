import { DISCONNECTED_ACCOUNT, type AccountState, type ChainNamespace, type ConnectionStatus } from '@portico/contracts'
import type { NamespaceConnections } from './namespaceConnection'

interface AccountSources {
  /** The active namespace's full account (balance, profile and all). */
  account: AccountState
  activeNamespace: ChainNamespace | undefined
  connections: NamespaceConnections
  connectionStatus: Record<ChainNamespace, ConnectionStatus>
}

/**
 * The account of one namespace, as AppKit's `useAppKitAccount({ namespace })`: the active
 * namespace's is the full account; another connected namespace's has its address, CAIP address
 * and wallet; one without a wallet is just its status.
 *
 * @example namespaceAccount(sources, 'bip122').address // the Bitcoin address, while eip155 is active
 */
export function namespaceAccount(sources: AccountSources, namespace: ChainNamespace | undefined): AccountState {
  if (namespace === undefined || namespace === sources.activeNamespace) return sources.account
  const connection = sources.connections[namespace]
  if (!connection) return { ...DISCONNECTED_ACCOUNT, status: sources.connectionStatus[namespace] }
  const { connector, address, chainId } = connection
  return {
    status: 'connected',
    address,
    caipAddress: `${namespace}:${chainId}:${address}`,
    connectedWalletInfo: { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) },
  }
}
