import { isChainNamespace, ThrownMessages, type ChainNamespace, type Connector } from '@portico/contracts'
import type { ModalActions } from '../core/modalActions'
import type { ShellContext } from '../core/shellContext'
import type { ConnectedNamespaces } from './connectedNamespaces'
import { namespacesToDisconnect, type NamespaceConnections } from './namespaceConnection'

/** Disconnects one namespace (and its session's others), or all with none. */
export type Disconnect = (namespace?: ChainNamespace) => Promise<void>

/** The connectors of `namespaces`, one per session: namespaces of one session share the connector id. */
function sessionConnectors(all: NamespaceConnections, namespaces: readonly ChainNamespace[]): Connector[] {
  const connectors = new Map<string, Connector>()
  for (const n of namespaces) {
    const connector = all[n]?.connector
    if (connector && !connectors.has(connector.id)) connectors.set(connector.id, connector)
  }
  return [...connectors.values()]
}

/**
 * SPEC section 4: clears account and network data and removes the stored connector id.
 * Disconnecting one namespace also disconnects the others on the same WalletConnect or auth
 * session; with no namespace, all are disconnected. When another namespace stays connected,
 * it becomes the active one.
 *
 * @example await createDisconnect(ctx, modal, connected)('eip155')
 */
export function createDisconnect(ctx: ShellContext, modal: Pick<ModalActions, 'close'>, connected: ConnectedNamespaces): Disconnect {
  const { store, atoms, storage, events, log } = ctx
  /** Namespaces whose disconnect is under way (their wallets are being told). */
  const disconnecting = new Set<ChainNamespace>()
  const allNamespaces = () => Object.keys(store.get(atoms.connectionStatus)).filter(isChainNamespace)
  const resetActive = () => {
    store.set(atoms.activeConnector, undefined)
    store.set(atoms.activeNamespace, undefined)
    store.set(atoms.unsupportedChainId, undefined)
    for (const n of allNamespaces()) connected.transition(n, 'reset')
    store.set(atoms.network, ctx.options.defaultNetwork ?? store.get(atoms.networks)[0])
    storage.clearConnection()
  }
  return async (namespace) => {
    const all = store.get(atoms.connections)
    // One session's namespaces all hear its end: the first call ends them, the others find nothing.
    const ending = namespacesToDisconnect(all, namespace).filter((n) => !disconnecting.has(n))
    if (namespace !== undefined && ending.length === 0) return
    for (const n of namespace === undefined ? allNamespaces() : ending) connected.beginAttempt(n)
    for (const n of ending) disconnecting.add(n)
    for (const n of ending) connected.stopListening(n)
    const results = await Promise.allSettled(sessionConnectors(all, ending).map((connector) => connector.disconnect()))
    for (const result of results) if (result.status === 'rejected') log.error(ThrownMessages.FAILED_TO_DISCONNECT, result.reason)
    const active = store.get(atoms.activeNamespace)
    const activeEnds = active === undefined || ending.includes(active) || namespace === undefined
    connected.dropConnections(ending)
    for (const n of ending) disconnecting.delete(n)
    const remaining = Object.keys(store.get(atoms.connections)).find(isChainNamespace)
    if (activeEnds && remaining) connected.activate(remaining)
    else if (activeEnds) resetActive()
    events.emit('DISCONNECT_SUCCESS')
    if (activeEnds) modal.close()
  }
}
