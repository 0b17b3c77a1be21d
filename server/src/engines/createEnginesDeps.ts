import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/database'
import type { ConvertDeps, SwapChain } from './convert/swapChain'
import type { EnginesConfig } from './enginesConfig'
import { createDbNameStore } from './names/createDbNameStore'
import type { NamesDeps } from './names/namesDeps'
import type { OnrampDeps } from './onramp/onrampDeps'
import { createDbSessionIndexStore } from './sessions/createDbSessionIndexStore'
import type { SessionsChain, SessionsDeps } from './sessions/sessionsDeps'

/** Every engine's dependencies, built once at start. */
export interface EnginesDeps {
  convert: ConvertDeps
  names: NamesDeps
  sessions: SessionsDeps
  onramp: OnrampDeps
}

/**
 * Builds the engines' dependencies from the configuration: a viem client per chain (batched
 * JSON-RPC, the chain's timeout, no retries: a slow node fails its own requests, not others), the
 * swap chains, the relayer of each indexed chain, and the stores on the server's database.
 * @example const deps = createEnginesDeps(enginesConfigSchema.parse(config.engines), database.db)
 */
export function createEnginesDeps(config: EnginesConfig, db: Database): EnginesDeps {
  const swapChains = new Map<number, SwapChain>()
  const clients = new Map<number, PublicClient>()
  const sessionChains = new Map<number, SessionsChain>()
  for (const chain of config.chains) {
    const transport = http(chain.rpcUrl, { batch: true, retryCount: 0, timeout: chain.rpcTimeoutMs })
    const viemChain = { id: chain.chainId, name: `Chain ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    const client = createPublicClient({ chain: viemChain, transport, pollingInterval: 500 }) as PublicClient
    clients.set(chain.chainId, client)
    if (chain.uniswapV2) {
      const tokens = chain.swapTokens.map(({ logoURI, ...token }) => ({ ...token, logoUri: logoURI }))
      swapChains.set(chain.chainId, { chainId: chain.chainId, client, uniswapV2: chain.uniswapV2, tokens, connectors: chain.swapConnectors, nativeCurrency: chain.nativeCurrency })
    }
    if (chain.sessions) {
      const relayer = createWalletClient({ account: privateKeyToAccount(chain.sessions.relayerPrivateKey), chain: viemChain, transport })
      sessionChains.set(chain.chainId, { chainId: chain.chainId, client, relayer, fromBlock: chain.sessions.fromBlock, maxBlockRange: chain.sessions.maxBlockRange })
    }
  }
  return {
    convert: { swapChains },
    names: { store: createDbNameStore(db), allowedZones: config.names.zones, clients },
    sessions: { chains: sessionChains, store: createDbSessionIndexStore(db) },
    onramp: { coinbase: config.onramp.coinbase, providers: config.onramp.providers },
  }
}
