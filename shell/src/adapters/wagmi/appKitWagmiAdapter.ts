import type { CaipNetwork } from '@portico/contracts'
import { createConfig, http, type Config, type CreateConnectorFn, type Storage, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { WagmiAdapter as WagmiAdapterShape } from './wagmiAdapter'

/** What AppKit's `new WagmiAdapter(...)` takes: the networks and project, the wagmi config's own options besides. */
export interface WagmiAdapterOptions {
  networks: readonly CaipNetwork[]
  projectId: string
  ssr?: boolean
  storage?: Storage
  /** Per chain id; default an http transport on the network's default RPC URL. */
  transports?: Record<number, Transport>
  connectors?: CreateConnectorFn[]
}

/** A network of eip155 as viem's Chain: the fields wagmi reads are the same names. */
const toChain = (network: CaipNetwork): Chain => ({
  id: Number(network.id),
  name: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: { default: { http: network.rpcUrls.default.http } },
  ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
  ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
})

/**
 * AppKit's WagmiAdapter, for a dapp that moves over with an import change: it builds the wagmi
 * config (`wagmiAdapter.wagmiConfig`, for `<WagmiProvider>`) from the eip155 networks, with
 * EIP-6963 discovery, and keeps it in step with Portico's connection once passed to
 * `createAppKit({ adapters: [wagmiAdapter] })`. A dapp with its own config uses createWagmiAdapter.
 * @example const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId, ssr: true })
 */
export class WagmiAdapter implements WagmiAdapterShape {
  readonly type = 'wagmi'
  readonly wagmiConfig: Config
  readonly loadSync: WagmiAdapterShape['loadSync'] = () =>
    import(/* webpackChunkName: "wagmi" */ './syncWagmiAdapters').then(({ syncWagmiAdapters }) => syncWagmiAdapters)

  constructor(options: WagmiAdapterOptions) {
    const [first, ...rest] = options.networks.filter((network) => network.chainNamespace === 'eip155').map(toChain)
    if (!first) throw new Error('WagmiAdapter needs at least one eip155 network')
    const chains: [Chain, ...Chain[]] = [first, ...rest]
    this.wagmiConfig = createConfig({
      chains,
      transports: Object.fromEntries(chains.map((chain) => [chain.id, options.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0])])),
      ...(options.ssr === undefined ? {} : { ssr: options.ssr }),
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.connectors ? { connectors: options.connectors } : {}),
    })
  }

  /** The config Portico keeps in step (the same object as wagmiConfig). */
  get config(): Config {
    return this.wagmiConfig
  }
}
