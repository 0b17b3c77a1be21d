import { getErrorMessage, type ChainNamespace, type Connector } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ConnectedNamespaces } from './connectedNamespaces'
import { storedSession } from './storedSession'

/** How a connector kind other than EIP-6963 wallets (WalletConnect, Solana) finds its stored session again. */
export interface ConnectorRestorer {
  matches: (connectorId: string) => boolean
  restore: (connectorId: string, namespace: ChainNamespace) => Promise<Connector | undefined>
}

export interface ConnectionRestoreDependencies {
  connected: Pick<ConnectedNamespaces, 'transition' | 'addConnection' | 'beginAttempt'>
  /** The fallback for a stored connector id no restorer matches: an EIP-6963 wallet's rdns. */
  restoreAnnounced: (rdns: string) => Promise<Connector | undefined>
}

/** Reconnecting the stored wallets on page load, through the restorer of each connector kind. */
export function createConnectionRestore(ctx: ShellContext, deps: ConnectionRestoreDependencies) {
  const { store, atoms, storage, log } = ctx
  const { transition, addConnection, beginAttempt } = deps.connected
  const restorers: ConnectorRestorer[] = []

  /** Restores one stored namespace connection; undefined when its wallet no longer grants it. */
  const restoreNamespace = async (namespace: ChainNamespace, connectorId: string) => {
    const restorer = restorers.find((r) => r.matches(connectorId))
    const connector = restorer ? await restorer.restore(connectorId, namespace) : await deps.restoreAnnounced(connectorId)
    if (!connector) throw new Error(`stored wallet ${connectorId} is not available`)
    const [address] = await connector.getAccounts()
    if (!address) throw new Error(`${connector.name} no longer grants access`)
    return { connector, address, chainId: await connector.getChainId() }
  }

  return {
    /** Lets a connector kind (WalletConnect, Solana) restore its stored sessions on load. */
    registerRestorer(restorer: ConnectorRestorer) {
      restorers.push(restorer)
    },

    /**
     * Reconnects the stored wallets on page load without prompting, each namespace on its own:
     * one that no longer grants access is forgotten, the others stay. The stored active namespace
     * becomes active again, else the first one restored.
     */
    async restore() {
      const session = storedSession(storage.read())
      if (!session || !ctx.window) return
      const { entries, activeNamespace } = session
      store.set(atoms.activeNamespace, activeNamespace)
      for (const { namespace } of entries) transition(namespace, 'restore')
      const results = await Promise.all(
        entries.map(async ({ namespace, id }) => {
          // The user may connect or disconnect this namespace while its wallet answers: then they win.
          const isLatest = beginAttempt(namespace)
          try {
            const restored = await restoreNamespace(namespace, id)
            return isLatest() ? { namespace, ...restored } : undefined
          } catch (error) {
            if (!isLatest()) return undefined
            log.info(`${namespace} session not restored:`, getErrorMessage(error))
            transition(namespace, 'failed')
            storage.forgetNamespaces([namespace])
            return undefined
          }
        }),
      )
      const restored = results.flatMap((result) => (result ? [result] : []))
      // A wallet the user connected while the restore ran stays the active one.
      const userConnected = Object.keys(store.get(atoms.connections)).length > 0
      const active = userConnected ? undefined : (restored.find((r) => r.namespace === activeNamespace) ?? restored[0])
      for (const { connector, address, chainId } of restored) if (connector !== active?.connector) addConnection(connector, address, chainId, { activate: false })
      if (active) addConnection(active.connector, active.address, active.chainId, { activate: true })
      else if (!userConnected && store.get(atoms.activeNamespace) === activeNamespace) store.set(atoms.activeNamespace, undefined)
    },
  }
}
