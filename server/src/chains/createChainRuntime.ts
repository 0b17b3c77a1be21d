import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/configSchema'
import type { TokenListToken } from '../config/tokenListSchema'
import { createNodeConnection, type NodeConnection } from './createNodeConnection'
import { readTokenList } from './readTokenList'

/** One configured chain: its config, a viem client with the server's timeout, its token list. */
export interface ChainRuntime {
  config: ChainConfig
  /** The numeric EIP-155 id. */
  chainId: number
  client: PublicClient
  /** Keep-alive connections to the node, which `client` uses too. */
  node: NodeConnection
  /** The chain's tokens (loaded once, retried after a failure). */
  tokens: () => Promise<TokenListToken[]>
}

/**
 * A chain's client: one attempt per call with a timeout, so a slow node answers an error in
 * bounded time instead of holding the request (and the caller retries, not us).
 */
export function createChainRuntime(config: ChainConfig, timeoutMs: number): ChainRuntime {
  const chainId = Number(config.id.split(':')[1])
  const chain = defineChain({
    id: chainId,
    name: config.name ?? config.id,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    contracts: { multicall3: { address: config.multicall3 } },
    testnet: config.testnet,
  })
  const node = createNodeConnection(config.rpcUrl)
  const client = createPublicClient({ chain, transport: http(config.rpcUrl, { timeout: timeoutMs, retryCount: 0, fetchFn: node.fetch }), batch: { multicall: false } })
  let loaded: Promise<TokenListToken[]> | undefined
  const tokens = () => {
    if (!config.tokenList) return Promise.resolve([])
    loaded ??= readTokenList(config.tokenList, chainId, timeoutMs).catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  return { config, chainId, client, node, tokens }
}
