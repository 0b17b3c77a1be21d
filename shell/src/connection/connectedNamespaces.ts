import { DISCONNECTED_ACCOUNT, type ChainNamespace, type Connector } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ActiveAccount } from './activeAccount'
import type { ActiveNetwork } from './activeNetwork'
import { createConnectorEvents } from './connectorEvents'
import { createNamespaceAttempts, type BeginAttempt } from './namespaceAttempts'
import type { NamespaceConnection } from './namespaceConnection'
import { createNamespaceTransition, type NamespaceTransition } from './namespaceTransition'

export interface ConnectedNamespacesDependencies {
  activeAccount: Pick<ActiveAccount, 'setAddress' | 'setAllAccounts'>
  activeNetwork: Pick<ActiveNetwork, 'applyChain'>
  /** Ends a namespace's connection when its wallet ends it or grants no account any more. */
  disconnect: (namespace: ChainNamespace) => Promise<void>
}

/** The connected namespaces: one wallet each, its status, its stored entry and its events. */
export interface ConnectedNamespaces {
  /** Moves one namespace's status (SPEC section 4); the account mirrors the active namespace. */
  transition: NamespaceTransition
  connectionOf: (namespace: ChainNamespace) => NamespaceConnection | undefined
  updateConnection: (namespace: ChainNamespace, change: Partial<NamespaceConnection>) => void
  /** Stops hearing a namespace's wallet, so its events while it is being disconnected are ignored. */
  stopListening: (namespace: ChainNamespace) => void
  /** Makes a connected namespace the active one: its account, chain and wallet are shown and used. */
  activate: (namespace: ChainNamespace) => void
  /**
   * A namespace's wallet is connected (a new connection, a restored one, or another namespace of a
   * WalletConnect session). A wallet the namespace had before is replaced.
   */
  addConnection: (connector: Connector, address: string, chainId: number | string, options: { activate: boolean }) => void
  /** Forgets namespaces' connections (their wallets were told, or told us). */
  dropConnections: (namespaces: readonly ChainNamespace[]) => void
  /** Starts an attempt on a namespace; the returned check says whether it is still the latest. */
  beginAttempt: BeginAttempt
}

/** The stored entry of a connected namespace: its wallet and network, and whether it is the active one. */
function saveConnection({ store, atoms, storage }: Pick<ShellContext, 'store' | 'atoms' | 'storage'>, connection: NamespaceConnection | undefined, namespace: ChainNamespace, active: boolean) {
  const network = active ? store.get(atoms.network) : store.get(atoms.networks).find((n) => n.caipNetworkId === `${namespace}:${connection?.chainId}`)
  if (!connection || !network) return
  storage.saveConnected({ connectorId: connection.connector.id, walletName: connection.connector.name, activeCaipNetworkId: network.caipNetworkId, namespace, active })
}

/**
 * The connected namespaces: one wallet each, its status, its stored entry and its events. The
 * active one (the active network's) drives the account.
 *
 * @example const connected = createConnectedNamespaces(ctx, { activeAccount, activeNetwork, disconnect })
 */
export function createConnectedNamespaces(ctx: ShellContext, deps: ConnectedNamespacesDependencies): ConnectedNamespaces {
  const { store, atoms, storage } = ctx
  const { setAddress, setAllAccounts } = deps.activeAccount
  const unsubscribers = new Map<ChainNamespace, () => void>()
  const transition = createNamespaceTransition(ctx)
  const connectionOf = (namespace: ChainNamespace): NamespaceConnection | undefined => store.get(atoms.connections)[namespace]
  const updateConnection = (namespace: ChainNamespace, change: Partial<NamespaceConnection>) => {
    const current = connectionOf(namespace)
    if (current) store.set(atoms.connections, (all) => ({ ...all, [namespace]: { ...current, ...change } }))
  }
  const stopListening = (namespace: ChainNamespace) => unsubscribers.get(namespace)?.()
  const onConnectorEvent = createConnectorEvents(ctx, { ...deps, updateConnection })

  const activate = (namespace: ChainNamespace) => {
    const connection = connectionOf(namespace)
    if (!connection) return
    const { connector, address, chainId } = connection
    store.set(atoms.activeNamespace, namespace)
    store.set(atoms.activeConnector, connector)
    deps.activeNetwork.applyChain(namespace, chainId)
    store.set(atoms.account, { ...DISCONNECTED_ACCOUNT, status: 'connected', connectedWalletInfo: { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) } })
    setAddress(address)
    setAllAccounts(connector, [address])
    saveConnection(ctx, connectionOf(namespace), namespace, true)
  }

  const addConnection: ConnectedNamespaces['addConnection'] = (connector, address, chainId, options) => {
    const namespace = connector.chain
    stopListening(namespace)
    store.set(atoms.connections, (all) => ({ ...all, [namespace]: { connector, address, chainId } }))
    unsubscribers.set(namespace, connector.subscribe(onConnectorEvent(namespace)))
    if (options.activate) {
      store.set(atoms.activeNamespace, namespace)
      transition(namespace, 'connected')
      activate(namespace)
    } else {
      transition(namespace, 'connect')
      transition(namespace, 'connected')
      saveConnection(ctx, connectionOf(namespace), namespace, false)
    }
  }

  const dropConnections = (namespaces: readonly ChainNamespace[]) => {
    for (const namespace of namespaces) {
      stopListening(namespace)
      unsubscribers.delete(namespace)
      transition(namespace, 'reset')
    }
    store.set(atoms.connections, (all) => Object.fromEntries(Object.entries(all).filter(([namespace]) => !namespaces.some((n) => n === namespace))))
    storage.forgetNamespaces(namespaces)
  }

  return { transition, connectionOf, updateConnection, stopListening, activate, addConnection, dropConnections, beginAttempt: createNamespaceAttempts() }
}
