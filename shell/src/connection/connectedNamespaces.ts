import { DISCONNECTED_ACCOUNT, type ChainNamespace, type Connector, type ConnectorEvent } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ActiveAccount } from './activeAccount'
import type { ActiveNetwork } from './activeNetwork'
import { nextConnectionStatus, type ConnectionEvent } from './connectionStatus'
import type { NamespaceConnection } from './namespaceConnection'

export interface ConnectedNamespacesDependencies {
  activeAccount: Pick<ActiveAccount, 'setAddress' | 'setAllAccounts'>
  activeNetwork: Pick<ActiveNetwork, 'applyChain'>
  /** Ends a namespace's connection when its wallet ends it or grants no account any more. */
  disconnect: (namespace: ChainNamespace) => Promise<void>
}

/**
 * The connected namespaces: one wallet each, its status, its stored entry and its events. The
 * active one (the active network's) drives the account.
 */
export function createConnectedNamespaces(ctx: ShellContext, deps: ConnectedNamespacesDependencies) {
  const { store, atoms, storage } = ctx
  const { setAddress, setAllAccounts } = deps.activeAccount
  const { applyChain } = deps.activeNetwork
  const unsubscribers = new Map<ChainNamespace, () => void>()
  // Each connect, restore or disconnect of a namespace starts a new attempt; an older one that
  // finishes later (a slow wallet, a restore the user overtook) must not apply its result.
  const attempts = new Map<ChainNamespace, number>()

  /** Starts an attempt on a namespace; the returned check says whether it is still the latest. */
  const beginAttempt = (namespace: ChainNamespace) => {
    const attempt = (attempts.get(namespace) ?? 0) + 1
    attempts.set(namespace, attempt)
    return () => attempts.get(namespace) === attempt
  }

  /** Moves one namespace's status (SPEC section 4); the account mirrors the active namespace. */
  const transition = (namespace: ChainNamespace, event: ConnectionEvent) => {
    const current = store.get(atoms.connectionStatus)[namespace]
    const next = nextConnectionStatus(current, event)
    if (!next) return
    store.set(atoms.connectionStatus, (s) => ({ ...s, [namespace]: next }))
    const active = store.get(atoms.activeNamespace)
    if (active !== undefined && active !== namespace) return
    store.set(atoms.account, (a) => (next === 'disconnected' ? DISCONNECTED_ACCOUNT : { ...a, status: next }))
  }

  const connectionOf = (namespace: ChainNamespace): NamespaceConnection | undefined => store.get(atoms.connections)[namespace]
  const updateConnection = (namespace: ChainNamespace, change: Partial<NamespaceConnection>) => {
    const current = connectionOf(namespace)
    if (current) store.set(atoms.connections, (all) => ({ ...all, [namespace]: { ...current, ...change } }))
  }

  /** Stops hearing a namespace's wallet, so its events while it is being disconnected are ignored. */
  const stopListening = (namespace: ChainNamespace) => unsubscribers.get(namespace)?.()

  /** A wallet event of one namespace; only the active namespace's reach the account. */
  const onConnectorEvent = (namespace: ChainNamespace) => (event: ConnectorEvent) => {
    const active = store.get(atoms.activeNamespace) === namespace
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void deps.disconnect(namespace)
    } else if (event.type === 'accountsChanged' && event.accounts[0]) {
      updateConnection(namespace, { address: event.accounts[0] })
      if (!active) return
      setAddress(event.accounts[0])
      const connector = store.get(atoms.activeConnector)
      if (connector) setAllAccounts(connector, event.accounts)
    } else if (event.type === 'chainChanged') {
      updateConnection(namespace, { chainId: event.chainId })
      if (!active) return
      applyChain(namespace, event.chainId)
      const { address } = store.get(atoms.account)
      if (address) setAddress(address)
    }
  }

  const saveConnection = (namespace: ChainNamespace, active: boolean) => {
    const connection = connectionOf(namespace)
    const network = active ? store.get(atoms.network) : store.get(atoms.networks).find((n) => n.caipNetworkId === `${namespace}:${connection?.chainId}`)
    if (!connection || !network) return
    storage.saveConnected({ connectorId: connection.connector.id, walletName: connection.connector.name, activeCaipNetworkId: network.caipNetworkId, namespace, active })
  }

  /** Makes a connected namespace the active one: its account, chain and wallet are shown and used. */
  const activate = (namespace: ChainNamespace) => {
    const connection = connectionOf(namespace)
    if (!connection) return
    const { connector, address, chainId } = connection
    store.set(atoms.activeNamespace, namespace)
    store.set(atoms.activeConnector, connector)
    applyChain(namespace, chainId)
    store.set(atoms.account, { ...DISCONNECTED_ACCOUNT, status: 'connected', connectedWalletInfo: { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) } })
    setAddress(address)
    setAllAccounts(connector, [address])
    saveConnection(namespace, true)
  }

  /**
   * A namespace's wallet is connected (a new connection, a restored one, or another namespace of a
   * WalletConnect session). A wallet the namespace had before is replaced.
   */
  const addConnection = (connector: Connector, address: string, chainId: number | string, options: { activate: boolean }) => {
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
      saveConnection(namespace, false)
    }
  }

  /** Forgets namespaces' connections (their wallets were told, or told us). */
  const dropConnections = (namespaces: readonly ChainNamespace[]) => {
    for (const namespace of namespaces) {
      stopListening(namespace)
      unsubscribers.delete(namespace)
      transition(namespace, 'reset')
    }
    store.set(atoms.connections, (all) => Object.fromEntries(Object.entries(all).filter(([namespace]) => !namespaces.some((n) => n === namespace))))
    storage.forgetNamespaces(namespaces)
  }

  return { transition, connectionOf, updateConnection, stopListening, activate, addConnection, dropConnections, beginAttempt }
}

export type ConnectedNamespaces = ReturnType<typeof createConnectedNamespaces>
