import {
  DISCONNECTED_ACCOUNT,
  getErrorMessage,
  isChainNamespace,
  parseCaipNetworkId,
  toAccountRecord,
  ThrownMessages,
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  type ConnectorEvent,
} from '@portico/contracts'
import { createIdentityCache } from '../account/createIdentityCache'
import { syncIdentity } from '../account/syncIdentity'
import type { ShellContext } from '../core/shellContext'
import type { ModalActions } from '../core/modalActions'
import { discoverAnnouncedWallets } from '../connectors/injected/discoverAnnouncedWallets'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import { nextConnectionStatus, type ConnectionEvent } from './connectionStatus'
import { namespacesToDisconnect, type NamespaceConnection } from './namespaceConnection'

/** How long a restore waits for the stored wallet to announce itself. */
const RESTORE_ANNOUNCE_WAIT_MS = 1_500

// viem and the connector live in their own chunk: nothing of them loads before a connection.
const loadInjected = () => import('./injectedChunk')

/**
 * Connecting, restoring and disconnecting wallets, one per namespace: several namespaces may be
 * connected at once, the active one (the active network's) drives the account and the requests.
 */
export function createConnectionActions(ctx: ShellContext, modal: ModalActions) {
  const { store, atoms, storage, events, log } = ctx
  let stopDiscovery: (() => void) | undefined
  const unsubscribers = new Map<ChainNamespace, () => void>()
  const identityCache = createIdentityCache(ctx.localStorage)

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

  // Connectors other than EIP-6963 wallets (WalletConnect, Solana) restore through these.
  const restorers: { matches: (connectorId: string) => boolean; restore: (connectorId: string, namespace: ChainNamespace) => Promise<Connector | undefined> }[] = []

  const discover = () => {
    if (stopDiscovery || !ctx.window) return
    stopDiscovery = discoverAnnouncedWallets(ctx.window, (wallets) => store.set(atoms.announcedWallets, wallets))
  }

  const findWallet = (rdns: string) => store.get(atoms.announcedWallets).find((w) => w.info.rdns === rdns)

  const waitForWallet = (rdns: string) =>
    new Promise<AnnouncedWallet | undefined>((resolve) => {
      const found = findWallet(rdns)
      if (found) return resolve(found)
      const timer = setTimeout(() => {
        unsubscribe()
        resolve(findWallet(rdns))
      }, RESTORE_ANNOUNCE_WAIT_MS)
      const unsubscribe = store.sub(atoms.announcedWallets, () => {
        const wallet = findWallet(rdns)
        if (!wallet) return
        clearTimeout(timer)
        unsubscribe()
        resolve(wallet)
      })
    })

  const restoreAnnounced = async (rdns: string) => {
    discover()
    const wallet = await waitForWallet(rdns)
    return wallet ? (await loadInjected()).createInjectedConnector(wallet) : undefined
  }

  // Namespaces other than eip155 read balances through their own chunk (Solana), or have none.
  const balanceReaders = new Map<ChainNamespace, (network: CaipNetwork, address: string) => Promise<{ balance: string; symbol: string }>>()

  const refreshBalance = async () => {
    const network = store.get(atoms.network)
    const { address } = store.get(atoms.account)
    if (!network || !address) return
    const reader = balanceReaders.get(network.chainNamespace)
    if (reader) {
      try {
        const { balance, symbol } = await reader(network, address)
        if (store.get(atoms.account).address === address) store.set(atoms.account, (a) => ({ ...a, balance, balanceSymbol: symbol }))
      } catch (error) {
        log.warn('balance read failed:', getErrorMessage(error))
      }
      return
    }
    if (network.chainNamespace !== 'eip155') return
    try {
      const { readNativeBalance } = await loadInjected()
      const { balance, symbol } = await readNativeBalance(network, address as `0x${string}`)
      if (store.get(atoms.account).address === address) store.set(atoms.account, (a) => ({ ...a, balance, balanceSymbol: symbol }))
    } catch (error) {
      log.warn('balance read failed:', getErrorMessage(error))
    }
  }

  /** Makes a configured network the active one: stored, and the account re-read on it. */
  const setActiveNetwork = (network: CaipNetwork) => {
    store.set(atoms.network, network)
    store.set(atoms.unsupportedChainId, undefined)
    storage.saveActiveNetwork(network.caipNetworkId)
  }

  /**
   * The wallet reports its chain. A configured one becomes active; another one opens
   * UnsupportedChain when switching is enabled, unsupported chains are not allowed and the
   * connection is not basic (SPEC section 4).
   */
  const applyChain = (namespace: ChainNamespace, chainId: number | string) => {
    const caipNetworkId = `${namespace}:${chainId}`
    const network = store.get(atoms.networks).find((n) => n.caipNetworkId === caipNetworkId)
    if (network) {
      setActiveNetwork(network)
      if (store.get(atoms.history).some((entry) => entry.view === 'UnsupportedChain')) modal.showDefaultView()
      return
    }
    store.set(atoms.unsupportedChainId, caipNetworkId)
    log.warn(`wallet is on ${caipNetworkId}, which the dapp did not configure`)
    const { enableNetworkSwitch, allowUnsupportedChain, adapters } = ctx.options
    // A basic connection (no adapters: WalletConnect alone) has no network switching to offer.
    const basic = adapters?.length === 0
    if (enableNetworkSwitch && !allowUnsupportedChain && !basic) modal.open('UnsupportedChain')
  }

  const refreshIdentity = async () => {
    const network = store.get(atoms.network)
    const { address } = store.get(atoms.account)
    if (!network || !address) return
    const profile = await syncIdentity({ address, network, api: ctx.api.blockchain, cache: identityCache })
    if (store.get(atoms.account).address !== address) return
    store.set(atoms.account, ({ profileName: _name, profileImage: _image, ...rest }) => ({ ...rest, ...profile }))
  }

  const setAddress = (address: string) => {
    const network = store.get(atoms.network)
    store.set(atoms.account, (a) => ({
      ...a,
      address,
      caipAddress: network ? `${network.caipNetworkId}:${address}` : undefined,
      balance: undefined,
      balanceSymbol: undefined,
    }))
    void refreshBalance()
    void refreshIdentity()
  }

  /** A wallet event of one namespace; only the active namespace's reach the account. */
  const onConnectorEvent = (namespace: ChainNamespace) => (event: ConnectorEvent) => {
    const active = store.get(atoms.activeNamespace) === namespace
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void actions.disconnect(namespace)
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

  /** SPEC section 3 allAccounts: the wallet's records, else the namespace's default account type. */
  const setAllAccounts = (connector: Connector, addresses: readonly string[]) => {
    const allAccounts = connector.accountRecords?.() ?? addresses.map((address) => toAccountRecord(connector.chain, address))
    store.set(atoms.account, (a) => ({ ...a, allAccounts }))
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
    unsubscribers.get(namespace)?.()
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
      unsubscribers.get(namespace)?.()
      unsubscribers.delete(namespace)
      transition(namespace, 'reset')
    }
    store.set(atoms.connections, (all) => Object.fromEntries(Object.entries(all).filter(([namespace]) => !namespaces.some((n) => n === namespace))))
    storage.forgetNamespaces(namespaces)
  }

  /** Restores one stored namespace connection; undefined when its wallet no longer grants it. */
  const restoreNamespace = async (namespace: ChainNamespace, connectorId: string) => {
    const restorer = restorers.find((r) => r.matches(connectorId))
    const connector = restorer ? await restorer.restore(connectorId, namespace) : await restoreAnnounced(connectorId)
    if (!connector) throw new Error(`stored wallet ${connectorId} is not available`)
    const [address] = await connector.getAccounts()
    if (!address) throw new Error(`${connector.name} no longer grants access`)
    return { connector, address, chainId: await connector.getChainId() }
  }

  const actions = {
    discover,
    refreshBalance,

    /**
     * Connects through any connector: the wallet is asked for accounts, then the namespace is
     * connected. A refusal leaves the namespace disconnected with the error shown.
     */
    async connectWith(namespace: ChainNamespace, createConnector: () => Promise<Connector>) {
      store.set(atoms.connectError, undefined)
      transition(namespace, 'connect')
      try {
        const connector = await createConnector()
        const { accounts, chainId } = await connector.connect()
        const [address] = accounts
        if (!address) throw new Error('The wallet returned no account')
        addConnection(connector, address, chainId, { activate: true })
        events.emit('CONNECT_SUCCESS', { method: connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector.name })
        // An unsupported chain has already put UnsupportedChain on screen; keep it there.
        if (store.get(atoms.modal).open && !store.get(atoms.unsupportedChainId)) modal.showDefaultView()
      } catch (error) {
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
      const wallet = findWallet(rdns)
      if (!wallet) throw new Error(ThrownMessages.ADAPTER_NOT_FOUND)
      return actions.connectWith('eip155', async () => (await loadInjected()).createInjectedConnector(wallet))
    },

    /** Lets a connector kind (WalletConnect, Solana) restore its stored sessions on load. */
    registerRestorer(restorer: (typeof restorers)[number]) {
      restorers.push(restorer)
    },

    /** Lets a namespace without viem (Solana) read its native balance its own way. */
    registerBalanceReader(namespace: ChainNamespace, reader: (network: CaipNetwork, address: string) => Promise<{ balance: string; symbol: string }>) {
      balanceReaders.set(namespace, reader)
    },

    /**
     * Reconnects the stored wallets on page load without prompting, each namespace on its own:
     * one that no longer grants access is forgotten, the others stay. The stored active namespace
     * becomes active again, else the first one restored.
     */
    async restore() {
      const stored = storage.read()
      if (!stored.connectorId || !ctx.window) return
      // Entries written before namespaceConnectors existed name only the active connector.
      const entries = Object.entries(stored.namespaceConnectors).flatMap(([namespace, id]) => (isChainNamespace(namespace) && id ? [{ namespace, id }] : []))
      if (entries.length === 0) entries.push({ namespace: stored.connectedNamespaces[0] ?? 'eip155', id: stored.connectorId })
      const activeNamespace = entries.find((e) => stored.activeCaipNetworkId?.startsWith(`${e.namespace}:`))?.namespace ?? entries[0]?.namespace
      store.set(atoms.activeNamespace, activeNamespace)
      for (const { namespace } of entries) transition(namespace, 'restore')
      const results = await Promise.all(
        entries.map(async ({ namespace, id }) => {
          try {
            return { namespace, ...(await restoreNamespace(namespace, id)) }
          } catch (error) {
            log.info(`${namespace} session not restored:`, getErrorMessage(error))
            transition(namespace, 'failed')
            storage.forgetNamespaces([namespace])
            return undefined
          }
        }),
      )
      const restored = results.flatMap((result) => (result ? [result] : []))
      const active = restored.find((r) => r.namespace === activeNamespace) ?? restored[0]
      if (!active) return store.set(atoms.activeNamespace, undefined)
      for (const { connector, address, chainId } of restored) if (connector !== active.connector) addConnection(connector, address, chainId, { activate: false })
      addConnection(active.connector, active.address, active.chainId, { activate: true })
    },

    /**
     * SPEC section 4: clears account and network data and removes the stored connector id.
     * Disconnecting one namespace also disconnects the others on the same WalletConnect or auth
     * session; with no namespace, all are disconnected. When another namespace stays connected,
     * it becomes the active one.
     */
    async disconnect(namespace?: ChainNamespace) {
      const all = store.get(atoms.connections)
      const ending = namespacesToDisconnect(all, namespace)
      // Namespaces of one session share the connector id: the session is ended once.
      const connectors = new Map<string, Connector>()
      for (const n of ending) {
        const connector = all[n]?.connector
        if (connector && !connectors.has(connector.id)) connectors.set(connector.id, connector)
      }
      for (const n of ending) unsubscribers.get(n)?.()
      const results = await Promise.allSettled([...connectors.values()].map((connector) => connector.disconnect()))
      for (const result of results) if (result.status === 'rejected') log.error(ThrownMessages.FAILED_TO_DISCONNECT, result.reason)
      const active = store.get(atoms.activeNamespace)
      const activeEnds = active === undefined || ending.includes(active) || namespace === undefined
      dropConnections(ending)
      const remaining = Object.keys(store.get(atoms.connections)).find(isChainNamespace)
      if (activeEnds && remaining) {
        activate(remaining)
      } else if (activeEnds) {
        store.set(atoms.activeConnector, undefined)
        store.set(atoms.activeNamespace, undefined)
        store.set(atoms.unsupportedChainId, undefined)
        for (const n of Object.keys(store.get(atoms.connectionStatus)).filter(isChainNamespace)) transition(n, 'reset')
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
        updateConnection(namespace, { chainId: network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id) })
      }
      setActiveNetwork(network)
      if (namespace === store.get(atoms.activeNamespace)) {
        const { address } = store.get(atoms.account)
        if (address) setAddress(address)
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
