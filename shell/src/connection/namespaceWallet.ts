import type { CaipNetwork, ChainNamespace, Connector } from '@portico/contracts'

/** The namespaces whose wallets the shell discovers beside EIP-6963 (eip155 has its own). */
export type WalletNamespace = Exclude<ChainNamespace, 'eip155'>

/**
 * A wallet found for one namespace (a Wallet Standard wallet, a Polkadot extension), as the
 * Connect view lists it. Its id is the connector id: `solana:Phantom`, `polkadot:talisman`.
 */
export interface NamespaceWallet {
  id: string
  name: string
  icon: string | undefined
  namespace: WalletNamespace
  createConnector: () => Connector
}

/** What a namespace's lazy chunk needs from the shell to discover and connect its wallets. */
export interface NamespaceEnv {
  window: Window
  /** The CAIP-2 reference of the network a connection on the namespace uses. */
  chainReference: (namespace: WalletNamespace) => string
  /** The dapp's name, shown by wallets that ask for access by origin name (Polkadot). */
  originName: string
  /** The dapp's Esplora API per Bitcoin chain (CAIP-2 reference to URL), over mempool.space's. */
  esploraUrls: Readonly<Record<string, string>>
  warn: (...args: unknown[]) => void
}

/** A namespace chunk's entry point: reports its wallets now and as they come; returns a stop. */
export type DiscoverNamespaceWallets = (env: NamespaceEnv, onChange: (wallets: readonly NamespaceWallet[]) => void) => () => void

/**
 * The network a connection on `namespace` uses: the active network when it is on that namespace,
 * else the first configured one (SPEC section 4: one active namespace at a time).
 * @example namespaceNetwork('solana', mainnet, [mainnet, solanaDevnet]) // solanaDevnet
 */
export function namespaceNetwork(namespace: ChainNamespace, active: CaipNetwork | undefined, networks: readonly CaipNetwork[]): CaipNetwork | undefined {
  if (active?.chainNamespace === namespace) return active
  return networks.find((network) => network.chainNamespace === namespace)
}

/** The chain reference of a CAIP-2 network id: `solana:EtWT...` -> `EtWT...`. */
export const chainReferenceOf = (network: CaipNetwork) => network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
