import { storedConnectionReadFields, storedConnectionSchema, RECENT_WALLETS_LIMIT, type CaipNetworkId, type ChainNamespace, type StoredConnection, type WalletRecord } from '@portico/contracts'
import { CONNECTION_STORAGE_KEY } from './connectionStorageKey'
import { storedRecord, type KeyValueStorage } from './storedRecord'

export type { KeyValueStorage } from './storedRecord'
export { browserStorage } from './browserStorage'

const EMPTY: StoredConnection = { connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] }

/** The id of a stored recent wallet, whatever else it holds (they are checked where shown). */
const recentId = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined)

/** A namespace's connected wallet, as saveConnected remembers it. */
export interface SavedConnection {
  connectorId: string
  walletName: string
  activeCaipNetworkId: CaipNetworkId
  namespace: ChainNamespace
  /** The active namespace's connector and network are also the top-level ones (default true). */
  active?: boolean
}

/** What the shell keeps between visits. */
export interface ConnectionStorage {
  read: () => StoredConnection
  /**
   * Remembers a namespace's connected wallet; it becomes the most recent wallet. The active
   * namespace's connector and network are also the top-level `connectorId` and network.
   */
  saveConnected: (entry: SavedConnection) => void
  /** Replaces the recent wallets; see recentWallets.ts, which checks each record first. */
  writeRecentWallets: (recentWallets: readonly WalletRecord[]) => void
  saveActiveNetwork: (activeCaipNetworkId: CaipNetworkId) => void
  /** Disconnect of some namespaces: their connectors are forgotten; with none left, the whole connection. */
  forgetNamespaces: (namespaces: readonly ChainNamespace[]) => void
  /** Disconnect: forget the connectors and namespaces; recent wallets and the network stay. */
  clearConnection: () => void
}

/**
 * What the shell keeps between visits (SPEC section 3, locally stored). Storage failures and
 * unreadable entries are logged to the console only, as the spec says, and read as empty.
 *
 * @example createConnectionStorage(browserStorage(window)).saveActiveNetwork('eip155:10')
 */
export function createConnectionStorage(storage: KeyValueStorage | undefined): ConnectionStorage {
  // Field by field: one bad field (a namespace of a newer build, a broken network id) is dropped
  // and logged, the rest of the connection kept, so nobody is signed out by a stray value.
  const record = storedRecord(storage, CONNECTION_STORAGE_KEY, storedConnectionReadFields, storedConnectionSchema, 'stored connection')
  const read = (): StoredConnection => record.read() ?? EMPTY
  const write = record.write
  /** Disconnect: forget the connectors and namespaces; recent wallets and the network stay. */
  const clearConnection = () => {
    const { connectorId: _connectorId, walletName: _walletName, ...rest } = read()
    write({ ...rest, connectedNamespaces: [], namespaceConnectors: {} })
  }
  return {
    read,
    /**
     * Remembers a namespace's connected wallet; it becomes the most recent wallet. The active
     * namespace's connector and network are also the top-level `connectorId` and network.
     */
    saveConnected(entry) {
      const current = read()
      const active = entry.active ?? true
      write({
        ...current,
        ...(active ? { connectorId: entry.connectorId, walletName: entry.walletName, activeCaipNetworkId: entry.activeCaipNetworkId } : {}),
        connectedNamespaces: [...new Set([...current.connectedNamespaces, entry.namespace])],
        namespaceConnectors: { ...current.namespaceConnectors, [entry.namespace]: entry.connectorId },
        recentWallets: [
          { id: entry.connectorId, name: entry.walletName },
          ...current.recentWallets.filter((wallet) => recentId(wallet) !== entry.connectorId),
        ].slice(
          0,
          RECENT_WALLETS_LIMIT,
        ),
      })
    },
    /** Replaces the recent wallets; see recentWallets.ts, which checks each record first. */
    writeRecentWallets(recentWallets) {
      write({ ...read(), recentWallets: recentWallets.slice(0, RECENT_WALLETS_LIMIT) })
    },
    saveActiveNetwork(activeCaipNetworkId) {
      write({ ...read(), activeCaipNetworkId })
    },
    /** Disconnect of some namespaces: their connectors are forgotten; with none left, the whole connection. */
    forgetNamespaces(namespaces) {
      const current = read()
      const connectedNamespaces = current.connectedNamespaces.filter((namespace) => !namespaces.includes(namespace))
      if (connectedNamespaces.length === 0) return clearConnection()
      const namespaceConnectors = { ...current.namespaceConnectors }
      for (const namespace of namespaces) delete namespaceConnectors[namespace]
      // The active namespace left: a remaining one's connector stands in until the shell saves anew.
      const activeLeft = namespaces.some((namespace) => current.activeCaipNetworkId?.startsWith(`${namespace}:`))
      const connectorId = activeLeft ? Object.values(namespaceConnectors)[0] : current.connectorId
      write({ ...current, connectorId, connectedNamespaces, namespaceConnectors })
    },
    clearConnection,
  }
}
