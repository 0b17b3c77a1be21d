import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { BaseError, ContractFunctionRevertedError, isAddressEqual, parseAbi, type Address } from 'viem'
import { readContract } from 'viem/actions'
import { readChain } from '../readChain'
import { conversionError } from './conversionError'
import type { SwapChain } from './swapChain'

export const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])

/** The best route found for a swap: the token path (native as WETH) and what it pays out. */
export interface SwapQuote {
  path: Address[]
  amountOut: bigint
}

export const isNativeToken = (token: Address) => token.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS

/** A pool that does not exist, or holds too little, makes the router revert: that route is out. */
const noRoute = (error: unknown) => error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null

/**
 * Quotes `amount` of `from` for `to` on the chain's Uniswap V2 by the router's getAmountsOut, over
 * the direct pool and two-hop routes through WETH and the chain's connectors, and keeps the route
 * that pays most. No route pays anything: the service's 400 'Insufficient liquidity'.
 * @example const { path, amountOut } = await quoteSwap(chain, ETH, pusd, 10n ** 18n)
 */
export async function quoteSwap(chain: SwapChain, from: Address, to: Address, amount: bigint): Promise<SwapQuote> {
  const { weth, router } = chain.uniswapV2
  const [a, b] = [isNativeToken(from) ? weth : from, isNativeToken(to) ? weth : to]
  if (isAddressEqual(a, b)) throw conversionError('Insufficient liquidity')
  if (amount === 0n) throw conversionError('amount must be greater than 0')
  const middles = [weth, ...(chain.connectors ?? [])].filter((m, i, all) => !isAddressEqual(m, a) && !isAddressEqual(m, b) && all.findIndex((n) => isAddressEqual(n, m)) === i)
  const paths: Address[][] = [[a, b], ...middles.map((m) => [a, m, b])]
  const quotes = await readChain(`eip155:${chain.chainId}`, () =>
    Promise.all(
    paths.map(async (path) => {
      try {
        const amounts = await readContract(chain.client, { address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [amount, path] })
        return { path, amountOut: amounts.at(-1) ?? 0n }
      } catch (error) {
        if (noRoute(error)) return undefined
        throw error
      }
    }),
    ),
  )
  const best = quotes.reduce<SwapQuote | undefined>((top, quote) => (quote && quote.amountOut > (top?.amountOut ?? 0n) ? quote : top), undefined)
  if (!best) throw conversionError('Insufficient liquidity')
  return best
}
