import { storedConnectionSchema, RECENT_WALLETS_LIMIT, type CaipNetworkId, type StoredConnection, type WalletRecord } from '@portico/contracts'

const KEY = '@portico/connection'

/** Minimal Storage surface, so tests and server rendering can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** localStorage when it exists and works; undefined on the server or when blocked. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/**
 * What the shell keeps between visits (SPEC section 3, locally stored). Storage failures and
 * unreadable entries are logged to the console only, as the spec says, and read as empty.
 */
export function createConnectionStorage(storage: KeyValueStorage | undefined) {
  const read = (): StoredConnection => {
    try {
      const raw = storage?.getItem(KEY)
      if (!raw) return { connectedNamespaces: [], recentWallets: [] }
      const parsed = storedConnectionSchema.safeParse(JSON.parse(raw))
      if (parsed.success) return parsed.data
      console.error('[portico] ignored an unreadable stored connection:', parsed.error.issues[0]?.message)
    } catch (error) {
      console.error('[portico] local storage read failed:', error)
    }
    return { connectedNamespaces: [], recentWallets: [] }
  }
  const write = (value: StoredConnection) => {
    try {
      storage?.setItem(KEY, JSON.stringify(value))
    } catch (error) {
      console.error('[portico] local storage write failed:', error)
    }
  }
  return {
    read,
    /** Remembers the connected wallet, its network and namespace; it becomes the most recent wallet. */
    saveConnected(entry: { connectorId: string; walletName: string; activeCaipNetworkId: CaipNetworkId; namespace: StoredConnection['connectedNamespaces'][number] }) {
      const current = read()
      write({
        ...current,
        connectorId: entry.connectorId,
        walletName: entry.walletName,
        activeCaipNetworkId: entry.activeCaipNetworkId,
        connectedNamespaces: [...new Set([...current.connectedNamespaces, entry.namespace])],
        recentWallets: [
          { id: entry.connectorId, name: entry.walletName },
          ...current.recentWallets.filter((wallet) => wallet.id !== entry.connectorId),
        ].slice(
          0,
          RECENT_WALLETS_LIMIT,
        ),
      })
    },
    /**
     * A connector that reaches many wallets (WalletConnect) names the wallet it reached: its
     * catalogue record takes the connector's place among the recent wallets, or, with none, the
     * connector leaves the list (it is not a wallet the Connect view could show).
     */
    replaceRecentWallet(connectorId: string, wallet: WalletRecord | undefined) {
      const current = read()
      const others = current.recentWallets.filter((recent) => recent.id !== connectorId && recent.id !== wallet?.id)
      write({ ...current, recentWallets: (wallet ? [wallet, ...others] : others).slice(0, RECENT_WALLETS_LIMIT) })
    },
    saveActiveNetwork(activeCaipNetworkId: CaipNetworkId) {
      write({ ...read(), activeCaipNetworkId })
    },
    /** Disconnect: forget the connector and namespaces; recent wallets and the network stay. */
    clearConnection() {
      const { connectorId: _connectorId, walletName: _walletName, ...rest } = read()
      write({ ...rest, connectedNamespaces: [] })
    },
  }
}

export type ConnectionStorage = ReturnType<typeof createConnectionStorage>
