import { ThrownMessages, type CaipNetwork, type ChainNamespace, type Connector } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ModalActions } from '../core/modalActions'
import { createActiveAccount, type BalanceReader } from './activeAccount'
import { createActiveNetwork } from './activeNetwork'
import { createAnnouncedWallets } from './announcedWallets'
import { createConnectWith } from './connectWith'
import { createConnectedNamespaces } from './connectedNamespaces'
import { createConnectionRestore, type ConnectorRestorer } from './connectionRestore'
import { createDisconnect } from './disconnectNamespaces'
import { loadInjectedChunk } from './loadInjectedChunk'
import { createSwitchNetwork } from './switchNetwork'

/** Connecting, restoring and disconnecting wallets, one per namespace. */
export interface ConnectionActions {
  /** Starts EIP-6963 discovery (once). */
  discover: () => void
  /** Reads the active account's native balance again. */
  refreshBalance: () => Promise<void>
  /**
   * Connects through any connector: the wallet is asked for accounts, then the namespace is
   * connected. A refusal leaves the namespace disconnected with the error shown.
   */
  connectWith: (namespace: ChainNamespace, createConnector: () => Promise<Connector>) => Promise<void>
  /**
   * Another namespace of the same wallet session (WalletConnect grants several at once) is
   * connected beside the active one. A namespace already connected keeps its wallet.
   */
  addSessionConnection: (connector: Connector, address: string, chainId: number | string) => void
  /** Connects a wallet discovered by EIP-6963; the ConnectingExternal view shows progress. */
  connectAnnounced: (rdns: string) => Promise<void>
  /** Lets a connector kind (WalletConnect, Solana) restore its stored sessions on load. */
  registerRestorer: (restorer: ConnectorRestorer) => void
  /** Lets a namespace other than eip155 read its native balances. */
  registerBalanceReader: (namespace: ChainNamespace, read: BalanceReader) => void
  /** Reconnects the stored wallets on page load without prompting. */
  restore: () => Promise<void>
  /**
   * SPEC section 4: disconnects one namespace and the others of its session, or all with none;
   * another namespace still connected becomes the active one.
   */
  disconnect: (namespace?: ChainNamespace) => Promise<void>
  /** SPEC section 4 network switch: the wallet first where it must, then the network is set. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * Connecting, restoring and disconnecting wallets, one per namespace: several namespaces may be
 * connected at once, the active one (the active network's) drives the account and the requests.
 *
 * @example const connection = createConnectionActions(ctx, modal); await connection.connectAnnounced('io.metamask')
 */
export function createConnectionActions(ctx: ShellContext, modal: ModalActions): ConnectionActions {
  const announced = createAnnouncedWallets(ctx)
  const activeAccount = createActiveAccount(ctx)
  const activeNetwork = createActiveNetwork(ctx, modal)
  // A wallet ending its session goes through the public disconnect (the session's other namespaces end too).
  const connected = createConnectedNamespaces(ctx, { activeAccount, activeNetwork, disconnect: (namespace) => disconnect(namespace) })
  const restoring = createConnectionRestore(ctx, { connected, restoreAnnounced: announced.restoreAnnounced })
  const connectWith = createConnectWith(ctx, modal, connected)
  const disconnect = createDisconnect(ctx, modal, connected)
  return {
    discover: announced.discover,
    refreshBalance: activeAccount.refreshBalance,
    connectWith,
    addSessionConnection(connector, address, chainId) {
      if (connected.connectionOf(connector.chain)) return
      connected.addConnection(connector, address, chainId, { activate: false })
    },
    connectAnnounced(rdns) {
      const wallet = announced.findWallet(rdns)
      if (!wallet) throw new Error(ThrownMessages.ADAPTER_NOT_FOUND)
      return connectWith('eip155', async () => (await loadInjectedChunk()).createInjectedConnector(wallet))
    },
    registerRestorer: restoring.registerRestorer,
    registerBalanceReader: activeAccount.registerBalanceReader,
    restore: restoring.restore,
    disconnect,
    switchNetwork: createSwitchNetwork(ctx, { connected, activeAccount, activeNetwork }),
  }
}
