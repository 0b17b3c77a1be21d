import type { Address, PublicClient } from 'viem'
import { HostedError } from '../hostedError'

/** A token the operator lists for swaps on a chain (from its token list). */
export interface SwapTokenConfig {
  address: Address
  name: string
  symbol: string
  decimals: number
  logoUri?: string
}

/** What the convert engine needs of one chain: its node, its Uniswap V2 deployment and its tokens. */
export interface SwapChain {
  chainId: number
  client: PublicClient
  uniswapV2: { factory: Address; router: Address; weth: Address }
  /** The chain's token list (read once, from a file, a URL or the config). */
  tokens: () => Promise<readonly SwapTokenConfig[]>
  /** Tokens a two-hop route may pass through besides WETH (say, the chain's main stablecoin). */
  connectors?: readonly Address[]
  /** The native currency's name and symbol; Ether / ETH when not set. */
  nativeCurrency?: { name: string; symbol: string }
}

/** The convert engine's dependencies: the chains that swap, by chain id. */
export interface ConvertDeps {
  swapChains: ReadonlyMap<number, SwapChain>
}

/**
 * The swap chain of `chainId`, or the service's 400 for a chain it does not serve.
 * @example const chain = swapChainOf(deps, 31337)
 */
export function swapChainOf(deps: ConvertDeps, chainId: number): SwapChain {
  const chain = deps.swapChains.get(chainId)
  if (chain) return chain
  throw new HostedError(
    400,
    'chainId',
    `We don't support the chainId you provided: eip155:${chainId}. See the list of supported chains here: https://docs.reown.com/cloud/blockchain-api#supported-chains`,
  )
}
