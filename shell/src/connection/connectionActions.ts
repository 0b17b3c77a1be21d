import {
  DISCONNECTED_ACCOUNT,
  getErrorMessage,
  isChainNamespace,
  parseCaipNetworkId,
  ThrownMessages,
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
} from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ModalActions } from '../core/modalActions'
import { createActiveAccount } from './activeAccount'
import { createActiveNetwork } from './activeNetwork'
import { createAnnouncedWallets } from './announcedWallets'
import { createConnectedNamespaces } from './connectedNamespaces'
import { createConnectionRestore } from './connectionRestore'
import { loadInjectedChunk } from './loadInjectedChunk'
import { namespacesToDisconnect } from './namespaceConnection'

/**
 * Connecting, restoring and disconnecting wallets, one per namespace: several namespaces may be
 * connected at once, the active one (the active network's) drives the account and the requests.
 */
export function createConnectionActions(ctx: ShellContext, modal: ModalActions) {
  const { store, atoms, storage, events, log } = ctx
  const announced = createAnnouncedWallets(ctx)
  const activeAccount = createActiveAccount(ctx)
  const activeNetwork = createActiveNetwork(ctx, modal)
  // A wallet ending its session goes through the public disconnect below (the session's other namespaces end too).
  const connected = createConnectedNamespaces(ctx, { activeAccount, activeNetwork, disconnect: (namespace) => actions.disconnect(namespace) })
  const restoring = createConnectionRestore(ctx, { connected, restoreAnnounced: announced.restoreAnnounced })
  const { transition, connectionOf, activate, addConnection } = connected
  /** Namespaces whose disconnect is under way (their wallets are being told). */
  const disconnecting = new Set<ChainNamespace>()
  const allNamespaces = () => Object.keys(store.get(atoms.connectionStatus)).filter(isChainNamespace)

  const actions = {
    discover: announced.discover,
    refreshBalance: activeAccount.refreshBalance,

    /**
     * Connects through any connector: the wallet is asked for accounts, then the namespace is
     * connected. A refusal leaves the namespace disconnected with the error shown.
     */
    async connectWith(namespace: ChainNamespace, createConnector: () => Promise<Connector>) {
      store.set(atoms.connectError, undefined)
      const isLatest = connected.beginAttempt(namespace)
      transition(namespace, 'connect')
      try {
        const connector = await createConnector()
        const { accounts, chainId } = await connector.connect()
        const [address] = accounts
        if (!address) throw new Error('The wallet returned no account')
        if (!isLatest()) {
          // Disconnected (or connected otherwise) meanwhile: this wallet is let go, not shown.
          await connector.disconnect().catch(() => undefined)
          return
        }
        addConnection(connector, address, chainId, { activate: true })
        events.emit('CONNECT_SUCCESS', { method: connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector.name })
        // An unsupported chain has already put UnsupportedChain on screen; keep it there.
        if (store.get(atoms.modal).open && !store.get(atoms.unsupportedChainId)) modal.showDefaultView()
      } catch (error) {
        if (!isLatest()) return
        transition(namespace, 'failed')
        store.set(atoms.connectError, getErrorMessage(error))
        events.emit('CONNECT_ERROR', { message: getErrorMessage(error) })
      }
    },

    /**
     * Another namespace of the same wallet session (WalletConnect grants several at once) is
     * connected beside the active one. A namespace already connected keeps its wallet.
     */
    addSessionConnection(connector: Connector, address: string, chainId: number | string) {
      if (connectionOf(connector.chain)) return
      addConnection(connector, address, chainId, { activate: false })
    },

    /** Connects a wallet discovered by EIP-6963; the ConnectingExternal view shows progress. */
    connectAnnounced(rdns: string) {
      const wallet = announced.findWallet(rdns)
      if (!wallet) throw new Error(ThrownMessages.ADAPTER_NOT_FOUND)
      return actions.connectWith('eip155', async () => (await loadInjectedChunk()).createInjectedConnector(wallet))
    },

    registerRestorer: restoring.registerRestorer,
    registerBalanceReader: activeAccount.registerBalanceReader,
    restore: restoring.restore,

    /**
     * SPEC section 4: clears account and network data and removes the stored connector id.
     * Disconnecting one namespace also disconnects the others on the same WalletConnect or auth
     * session; with no namespace, all are disconnected. When another namespace stays connected,
     * it becomes the active one.
     */
    async disconnect(namespace?: ChainNamespace) {
      const all = store.get(atoms.connections)
      // One session's namespaces all hear its end: the first call ends them, the others find nothing.
      const ending = namespacesToDisconnect(all, namespace).filter((n) => !disconnecting.has(n))
      if (namespace !== undefined && ending.length === 0) return
      for (const n of namespace === undefined ? allNamespaces() : ending) connected.beginAttempt(n)
      for (const n of ending) disconnecting.add(n)
      // Namespaces of one session share the connector id: the session is ended once.
      const connectors = new Map<string, Connector>()
      for (const n of ending) {
        const connector = all[n]?.connector
        if (connector && !connectors.has(connector.id)) connectors.set(connector.id, connector)
      }
      for (const n of ending) connected.stopListening(n)
      const results = await Promise.allSettled([...connectors.values()].map((connector) => connector.disconnect()))
      for (const result of results) if (result.status === 'rejected') log.error(ThrownMessages.FAILED_TO_DISCONNECT, result.reason)
      const active = store.get(atoms.activeNamespace)
      const activeEnds = active === undefined || ending.includes(active) || namespace === undefined
      connected.dropConnections(ending)
      for (const n of ending) disconnecting.delete(n)
      const remaining = Object.keys(store.get(atoms.connections)).find(isChainNamespace)
      if (activeEnds && remaining) {
        activate(remaining)
      } else if (activeEnds) {
        store.set(atoms.activeConnector, undefined)
        store.set(atoms.activeNamespace, undefined)
        store.set(atoms.unsupportedChainId, undefined)
        for (const n of allNamespaces()) transition(n, 'reset')
        store.set(atoms.network, ctx.options.defaultNetwork ?? store.get(atoms.networks)[0])
        storage.clearConnection()
      }
      events.emit('DISCONNECT_SUCCESS')
      if (activeEnds) modal.close()
    },

    /**
     * SPEC section 4 network switch: on the active namespace with an address, the wallet switches
     * first (adding the chain if it must); otherwise the network is simply set. Either way the
     * network id is stored and the account re-read. Plugins reset their drafts on the change.
     */
    async switchNetwork(network: CaipNetwork) {
      const namespace = network.chainNamespace
      const connection = connectionOf(namespace)
      if (connection && String(connection.chainId) !== parseCaipNetworkId(network.caipNetworkId).chainId) {
        await connection.connector.switchNetwork?.(network)
        connected.updateConnection(namespace, { chainId: network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id) })
      }
      activeNetwork.setActiveNetwork(network)
      if (namespace === store.get(atoms.activeNamespace)) {
        const { address } = store.get(atoms.account)
        if (address) activeAccount.setAddress(address)
      } else if (connection) {
        activate(namespace)
      } else if (Object.keys(store.get(atoms.connections)).length > 0) {
        // A namespace without a wallet: the account is its (disconnected) one; the others' stay.
        store.set(atoms.activeNamespace, namespace)
        store.set(atoms.activeConnector, undefined)
        store.set(atoms.account, { ...DISCONNECTED_ACCOUNT, status: store.get(atoms.connectionStatus)[namespace] })
      }
    },
  }
  return actions
}

export type ConnectionActions = ReturnType<typeof createConnectionActions>
