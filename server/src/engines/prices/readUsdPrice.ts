import { erc20Abi, formatUnits, isAddressEqual, zeroAddress, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream } from '../../http/upstreamError'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './uniswapV2Abi'

/** `native` for the chain's currency (priced as the router's WETH), else an ERC-20 address. */
export type PricedAsset = Address | 'native'

/**
 * The USD price of one whole token from the chain's Uniswap V2 pools: straight against the
 * configured stablecoin, else through WETH; 0 on a chain without a price source or a token without
 * a pool (a price the pools cannot tell is no price, not an error).
 *
 * @example
 * const usd = await readUsdPrice(chain, 'native') // 2000 for a 50 ETH / 100 000 USD pool
 */
export async function readUsdPrice(chain: ChainRuntime, asset: PricedAsset): Promise<number> {
  const prices = chain.config.prices
  if (!prices) return 0
  const token = asset === 'native' ? prices.uniswapV2.weth : asset
  if (isAddressEqual(token, prices.stablecoin)) return 1
  const direct = await rateInPool(chain, token, prices.stablecoin)
  if (direct !== undefined) return direct
  if (isAddressEqual(token, prices.uniswapV2.weth)) return 0
  const [inWeth, wethInUsd] = await Promise.all([rateInPool(chain, token, prices.uniswapV2.weth), rateInPool(chain, prices.uniswapV2.weth, prices.stablecoin)])
  return inWeth !== undefined && wethInUsd !== undefined ? inWeth * wethInUsd : 0
}

/** How many whole `quote` one whole `base` is worth in their pair's reserves; undefined without a pool. */
async function rateInPool(chain: ChainRuntime, base: Address, quote: Address): Promise<number | undefined> {
  const factory = chain.config.prices?.uniswapV2.factory
  if (!factory) return undefined
  const read = chain.client
  const pair = await upstream(chain.config.id, 'price', () => read.readContract({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [base, quote] }))
  if (isAddressEqual(pair, zeroAddress)) return undefined
  const [[reserve0, reserve1], token0, baseDecimals, quoteDecimals] = await upstream(chain.config.id, 'price', () =>
    Promise.all([
      read.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      read.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
      read.readContract({ address: base, abi: erc20Abi, functionName: 'decimals' }),
      read.readContract({ address: quote, abi: erc20Abi, functionName: 'decimals' }),
    ]),
  )
  const [baseReserve, quoteReserve] = isAddressEqual(token0, base) ? [reserve0, reserve1] : [reserve1, reserve0]
  if (baseReserve === 0n) return undefined
  return Number(formatUnits(quoteReserve, quoteDecimals)) / Number(formatUnits(baseReserve, baseDecimals))
}
