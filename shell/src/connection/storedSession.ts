import { isChainNamespace, type ChainNamespace, type StoredConnection } from '@portico/contracts'

export interface StoredSession {
  /** Each stored namespace with its connector id. */
  entries: { namespace: ChainNamespace; id: string }[]
  /** The namespace the stored network belongs to, else the first stored one. */
  activeNamespace: ChainNamespace | undefined
}

/**
 * The session a returning visitor's storage holds, undefined when it holds none (no connector id:
 * a first visit, or recent wallets only after a disconnect).
 * @example storedSession(storage.read())?.entries // [{ namespace: 'eip155', id: 'io.metamask' }]
 */
export function storedSession(stored: Pick<StoredConnection, 'connectorId' | 'activeCaipNetworkId' | 'connectedNamespaces' | 'namespaceConnectors'>): StoredSession | undefined {
  if (!stored.connectorId) return undefined
  // Entries written before namespaceConnectors existed name only the active connector.
  const entries = Object.entries(stored.namespaceConnectors).flatMap(([namespace, id]) => (isChainNamespace(namespace) && id ? [{ namespace, id }] : []))
  if (entries.length === 0) entries.push({ namespace: stored.connectedNamespaces[0] ?? 'eip155', id: stored.connectorId })
  const activeNamespace = entries.find((e) => stored.activeCaipNetworkId?.startsWith(`${e.namespace}:`))?.namespace ?? entries[0]?.namespace
  return { entries, activeNamespace }
}
