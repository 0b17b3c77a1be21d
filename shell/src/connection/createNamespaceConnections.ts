import { getErrorMessage, ThrownMessages, type CaipNetwork } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ConnectionActions } from './connectionActions'
import { chainReferenceOf, namespaceNetwork, type DiscoverNamespaceWallets, type NamespaceWallet, type WalletNamespace } from './namespaceWallet'
import { waitForWallet } from './waitForWallet'

/** How long a restore waits for the stored wallet to register itself. */
const RESTORE_DISCOVERY_WAIT_MS = 1_500

// One lazy chunk per namespace: a dapp without Solana networks never loads Solana code.
const CHUNKS: Record<WalletNamespace, () => Promise<{ discover: DiscoverNamespaceWallets }>> = {
  solana: () => import(/* webpackChunkName: "namespace-solana" */ '../connectors/solana/solanaChunk'),
  bip122: () => import(/* webpackChunkName: "namespace-bitcoin" */ '../connectors/bitcoin/bitcoinChunk'),
  polkadot: () => import(/* webpackChunkName: "namespace-polkadot" */ '../connectors/polkadot/polkadotChunk'),
}

// @solana/kit's RPC client, only once a Solana account's balance is read (SPEC section 9).
const loadSolanaRpc = () => import(/* webpackChunkName: "namespace-solana-rpc" */ '../connectors/solana/solanaRpcChunk')

const isWalletNamespace = (namespace: string): namespace is WalletNamespace => namespace in CHUNKS

/** Wallets of the solana, bip122 and polkadot namespaces. */
export interface NamespaceConnections {
  /** The namespaces with wallets to discover: those the dapp configured networks for. */
  configured: WalletNamespace[]
  /** Starts discovery in every configured namespace (on intent; never at page load). */
  discover: () => void
  /** Connects a discovered wallet; the ConnectingExternal view shows progress and refusal. */
  connect: (id: string) => Promise<void>
}

/**
 * Wallets of the solana, bip122 and polkadot namespaces: discovered on intent (only for the
 * namespaces the dapp configured networks for), listed in `namespaceWallets`, connected and
 * restored through the generic connection flow.
 */
export function createNamespaceConnections(ctx: ShellContext, connection: ConnectionActions): NamespaceConnections {
  const { store, atoms, log } = ctx
  const configured = [...new Set(store.get(atoms.networks).map((n) => n.chainNamespace))].filter(isWalletNamespace)
  const started = new Map<WalletNamespace, Promise<void>>()

  const networkOf = (namespace: WalletNamespace): CaipNetwork => {
    const network = namespaceNetwork(namespace, store.get(atoms.network), store.get(atoms.networks))
    if (!network) throw new Error(ThrownMessages.NETWORK_NOT_FOUND)
    return network
  }

  const setWallets = (namespace: WalletNamespace, wallets: readonly NamespaceWallet[]) =>
    store.set(atoms.namespaceWallets, (current) => [...current.filter((w) => w.namespace !== namespace), ...wallets])

  const start = (namespace: WalletNamespace) => {
    const win = ctx.window
    if (!win) return Promise.resolve()
    let running = started.get(namespace)
    if (!running) {
      running = CHUNKS[namespace]()
        .then(({ discover }) => {
          discover(
            {
              window: win,
              chainReference: (ns) => chainReferenceOf(networkOf(ns)),
              originName: ctx.options.metadata?.name ?? win.location.origin,
              esploraUrls: Object.fromEntries(Object.entries(ctx.options.bitcoinEsploraUrls ?? {}).map(([caipNetworkId, url]) => [caipNetworkId.slice(caipNetworkId.indexOf(':') + 1), url])),
              warn: log.warn,
            },
            (wallets) => setWallets(namespace, wallets),
          )
        })
        .catch((error: unknown) => {
          started.delete(namespace)
          log.error(`${namespace} wallets failed to load:`, getErrorMessage(error))
        })
      started.set(namespace, running)
    }
    return running
  }

  const find = (id: string) => store.get(atoms.namespaceWallets).find((wallet) => wallet.id === id)

  for (const namespace of configured) {
    connection.registerRestorer({
      matches: (connectorId) => connectorId.startsWith(`${namespace}:`),
      async restore(connectorId) {
        await start(namespace)
        return (await waitForWallet(store, atoms.namespaceWallets, () => find(connectorId), RESTORE_DISCOVERY_WAIT_MS))?.createConnector()
      },
    })
  }
  if (configured.includes('solana')) {
    connection.registerBalanceReader('solana', async (network, address) => (await loadSolanaRpc()).readSolanaBalance(network, address))
  }

  return {
    configured,
    discover() {
      for (const namespace of configured) void start(namespace)
    },
    connect(id) {
      const wallet = find(id)
      if (!wallet) throw new Error(ThrownMessages.ADAPTER_NOT_FOUND)
      return connection.connectWith(wallet.namespace, async () => wallet.createConnector())
    },
  }
}
