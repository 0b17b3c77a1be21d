import type { PorticoServerConfigInput } from '../../server/src/config/configSchema'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { MULTICALL3_ADDRESS } from './installMulticall3'
import type { SandboxCollection } from './deployCollectibles'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from './serve'

/** The name the sandbox relayer's key goes by in the server's `keys`. */
const SANDBOX_RELAYER_KEY_NAME = 'sessionsRelayer'
/** The sandbox's sessions relayer: anvil's 8th dev account, as the sessions mocks use (a public key holding test ether). */
const SANDBOX_RELAYER_KEY = bytesToHex(mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 7 }).getHdKey().privateKey!)

export interface PorticoServerConfigParameters {
  chains: readonly SandboxChain[]
  tokens: readonly SandboxToken[]
  uniswapV2: readonly SandboxUniswapV2[]
  /** The NFT collections deployed (deploySandboxCollectibles): the spam ones are listed as spam. */
  collections?: readonly SandboxCollection[]
  port: number
  /** The project the sandbox dapp (and tests) use, and the origins it may call from. */
  project: { id: string; allowedOrigins: string[] }
  /** Other project ids the page may name (`?projectId=`), with the same origins and limit. */
  otherProjectIds?: readonly string[]
  catalogue?: PorticoServerConfigInput['catalogue']
  database?: PorticoServerConfigInput['database']
  historyPageSize?: number
}

/**
 * Portico Server's configuration for the local chains as the start deploys them: each chain's
 * tokens as an inline token list, prices from its Uniswap V2 pools against PUSD, history from
 * anvil's Otterscan API, Multicall3 at its canonical address (installMulticall3).
 * @example const config = porticoServerConfig({ chains, tokens, uniswapV2, port: 0, project: { id: 'sandbox', allowedOrigins: ['*'] } })
 */
export function porticoServerConfig(parameters: PorticoServerConfigParameters): PorticoServerConfigInput {
  return {
    port: parameters.port,
    host: '127.0.0.1',
    logLevel: 'silent',
    upstreamTimeoutMs: 5_000,
    database: parameters.database ?? {},
    ...(parameters.historyPageSize ? { historyPageSize: parameters.historyPageSize } : {}),
    projects: [parameters.project.id, ...(parameters.otherProjectIds ?? [])].map((id) => ({
      id,
      name: 'Portico sandbox',
      allowedOrigins: parameters.project.allowedOrigins,
      rateLimit: { requests: 100_000, windowSeconds: 60 },
      // Every browser test, and everything a person does in the sandbox, is one client (127.0.0.1).
      clientRateLimit: { requests: 100_000, windowSeconds: 60 },
    })),
    chains: parameters.chains.map((chain) => {
      const tokens = parameters.tokens.filter((token) => token.chainId === chain.chainId)
      const pusd = tokens.find((token) => token.symbol === 'PUSD')
      const uniswapV2 = parameters.uniswapV2.find((entry) => entry.chainId === chain.chainId)
      return {
        id: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        // Local chains carry prices from their pools, so balances show dollars as on a mainnet.
        testnet: false,
        multicall3: MULTICALL3_ADDRESS,
        tokenList: { inline: { name: `${chain.name} tokens`, tokens: tokens.map((token) => ({ chainId: token.chainId, address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals })) } },
        ...(pusd && uniswapV2 ? { prices: { stablecoin: pusd.address, uniswapV2: { factory: uniswapV2.factory, router: uniswapV2.router, weth: uniswapV2.weth } } } : {}),
        history: { kind: 'otterscan' as const, spamCollections: (parameters.collections ?? []).filter((collection) => collection.chainId === chain.chainId && collection.spam).map((collection) => collection.address) },
        // Swaps on the chain's pools (two hops through PUSD too); sessions indexed, revoked by the sandbox relayer.
        ...(pusd && uniswapV2 ? { swaps: { uniswapV2: { factory: uniswapV2.factory, router: uniswapV2.router, weth: uniswapV2.weth }, connectors: [pusd.address] } } : {}),
        sessions: { relayerKey: SANDBOX_RELAYER_KEY_NAME },
      }
    }),
    keys: { [SANDBOX_RELAYER_KEY_NAME]: SANDBOX_RELAYER_KEY },
    // Buy's Coinbase URL is generated for a sandbox app id (its page is not reached offline; options and quotes fall back).
    onramp: { coinbase: { appId: 'portico-sandbox' } },
    ...(parameters.catalogue ? { catalogue: parameters.catalogue } : {}),
  }
}
