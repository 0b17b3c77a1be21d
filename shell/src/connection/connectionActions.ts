import {
  DISCONNECTED_ACCOUNT,
  getErrorMessage,
  toAccountRecord,
  isSafeRpcMethod,
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

/** How long a restore waits for the stored wallet to announce itself. */
const RESTORE_ANNOUNCE_WAIT_MS = 1_500

// viem and the connector live in their own chunk: nothing of them loads before a connection.
const loadInjected = () => import('./injectedChunk')

/** Connecting, restoring and disconnecting eip155 wallets found by EIP-6963. */
export function createConnectionActions(ctx: ShellContext, modal: ModalActions) {
  const { store, atoms, storage, events, log } = ctx
  let stopDiscovery: (() => void) | undefined
  let unsubscribeConnector: (() => void) | undefined
  const identityCache = createIdentityCache(ctx.localStorage)

  /** Moves one namespace's status (SPEC section 4); the account mirrors the namespace in use. */
  const transition = (namespace: ChainNamespace, event: ConnectionEvent) => {
    const current = store.get(atoms.connectionStatus)[namespace]
    const next = nextConnectionStatus(current, event)
    if (!next) return
    store.set(atoms.connectionStatus, (s) => ({ ...s, [namespace]: next }))
    const active = store.get(atoms.activeNamespace)
    if (active !== undefined && active !== namespace && next !== 'connected') return
    store.set(atoms.account, (a) => (next === 'disconnected' ? DISCONNECTED_ACCOUNT : { ...a, status: next }))
  }

  // Connectors other than EIP-6963 wallets (WalletConnect, Solana) restore through these.
  const restorers: { matches: (connectorId: string) => boolean; restore: (connectorId: string) => Promise<Connector | undefined> }[] = []

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

  const onConnectorEvent = (event: ConnectorEvent) => {
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void actions.disconnect()
    } else if (event.type === 'accountsChanged' && event.accounts[0]) {
      setAddress(event.accounts[0])
      const connector = store.get(atoms.activeConnector)
      if (connector) setAllAccounts(connector, event.accounts)
    } else if (event.type === 'chainChanged') {
      applyChain(store.get(atoms.activeNamespace) ?? 'eip155', event.chainId)
      const { address } = store.get(atoms.account)
      if (address) setAddress(address)
    }
  }

  /** SPEC section 3 allAccounts: the wallet's records, else the namespace's default account type. */
  const setAllAccounts = (connector: Connector, addresses: readonly string[]) => {
    const allAccounts = connector.accountRecords?.() ?? addresses.map((address) => toAccountRecord(connector.chain, address))
    store.set(atoms.account, (a) => ({ ...a, allAccounts }))
  }

  const completeConnection = (connector: Connector, address: string, chainId: number | string) => {
    store.set(atoms.activeNamespace, connector.chain)
    applyChain(connector.chain, chainId)
    unsubscribeConnector?.()
    unsubscribeConnector = connector.subscribe(onConnectorEvent)
    store.set(atoms.activeConnector, connector)
    transition(connector.chain, 'connected')
    store.set(atoms.account, (a) => ({ ...a, connectedWalletInfo: { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) } }))
    setAddress(address)
    setAllAccounts(connector, [address])
    const network = store.get(atoms.network)
    if (network) storage.saveConnected({ connectorId: connector.id, walletName: connector.name, activeCaipNetworkId: network.caipNetworkId, namespace: connector.chain })
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
        completeConnection(connector, address, chainId)
        events.emit('CONNECT_SUCCESS', { method: connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector.name })
        // An unsupported chain has already put UnsupportedChain on screen; keep it there.
        if (store.get(atoms.modal).open && !store.get(atoms.unsupportedChainId)) modal.showDefaultView()
      } catch (error) {
        transition(namespace, 'failed')
        store.set(atoms.connectError, getErrorMessage(error))
        events.emit('CONNECT_ERROR', { message: getErrorMessage(error) })
      }
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

    /** Reconnects the stored wallet on page load without prompting, if it still grants access. */
    async restore() {
      const { connectorId, connectedNamespaces } = storage.read()
      if (!connectorId || !ctx.window) return
      const namespace = connectedNamespaces[0] ?? 'eip155'
      transition(namespace, 'restore')
      try {
        const restorer = restorers.find((r) => r.matches(connectorId))
        const connector = restorer ? await restorer.restore(connectorId) : await restoreAnnounced(connectorId)
        if (!connector) throw new Error(`stored wallet ${connectorId} is not available`)
        const [address] = await connector.getAccounts()
        if (!address) throw new Error(`${connector.name} no longer grants access`)
        completeConnection(connector, address, await connector.getChainId())
      } catch (error) {
        log.info('session not restored:', getErrorMessage(error))
        transition(namespace, 'failed')
        storage.clearConnection()
      }
    },

    /** SPEC section 4: clears account and network data and removes the stored connector id. */
    async disconnect() {
      const connector = store.get(atoms.activeConnector)
      unsubscribeConnector?.()
      unsubscribeConnector = undefined
      try {
        await connector?.disconnect()
      } catch (error) {
        log.error(ThrownMessages.FAILED_TO_DISCONNECT, error)
      }
      store.set(atoms.activeConnector, undefined)
      store.set(atoms.activeNamespace, undefined)
      store.set(atoms.unsupportedChainId, undefined)
      for (const namespace of Object.keys(store.get(atoms.connectionStatus)) as ChainNamespace[]) transition(namespace, 'reset')
      store.set(atoms.network, ctx.options.defaultNetwork ?? store.get(atoms.networks)[0])
      storage.clearConnection()
      events.emit('DISCONNECT_SUCCESS')
      modal.close()
    },

    /**
     * SPEC section 4 network switch: on the active namespace with an address, the wallet switches
     * first (adding the chain if it must); otherwise the network is simply set. Either way the
     * network id is stored and the account re-read. Plugins reset their drafts on the change.
     */
    async switchNetwork(network: CaipNetwork) {
      const account = store.get(atoms.account)
      const connector = store.get(atoms.activeConnector)
      if (account.status === 'connected' && connector && network.chainNamespace === store.get(atoms.activeNamespace)) {
        await connector.switchNetwork?.(network)
      }
      setActiveNetwork(network)
      if (account.address) setAddress(account.address)
    },

    /**
     * EIP-1193 request through the active connector, for plugins. A successful unsafe request (a
     * send, a signature) re-reads the native balance (SPEC section 2), so a send shows at once.
     */
    async request(args: { method: string; params?: unknown }) {
      const connector = store.get(atoms.activeConnector)
      if (!connector) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
      const result = await connector.request(args)
      if (!isSafeRpcMethod(args.method)) void refreshBalance()
      return result
    },
  }
  return actions
}

export type ConnectionActions = ReturnType<typeof createConnectionActions>
