import { SWAP_SLIPPAGE_TOLERANCE } from '@portico/contracts'
import type { SwapToken } from '../api/schemas'
import { toTokens } from '../math/baseUnits'
import { minimumReceived, networkFeeInUSD, priceImpact, rate, SWAP_GAS_ESTIMATE } from '../math/swapMath'

export interface QuoteFigures {
  /** Base units of the output token. */
  toAmount: bigint
  minimumReceived: bigint
  /** Output tokens per input token. */
  rate: number
  fromValueInUSD: number | undefined
  toValueInUSD: number | undefined
  /** Percent; undefined without both prices. */
  priceImpact: number | undefined
  /** Undefined without the gas price or the native price. */
  networkFeeInUSD: number | undefined
}

/**
 * What the Swap and review views show for a quote: the amount received, the minimum with the
 * spec's slippage, the rate, the USD values and price impact (fungible prices by symbol), and the
 * network fee in USD (the gas price at the native token's price).
 */
export function quoteFigures(args: {
  source: SwapToken
  to: SwapToken
  fromAmount: bigint
  toAmount: bigint
  prices: Readonly<Record<string, number>>
  nativeSymbol: string
  gasPrice: bigint | undefined
}): QuoteFigures {
  const price = (symbol: string) => args.prices[symbol.toUpperCase()]
  const [fromPrice, toPrice, nativePrice] = [price(args.source.symbol), price(args.to.symbol), price(args.nativeSymbol)]
  const fromValueInUSD = fromPrice === undefined ? undefined : toTokens(args.fromAmount, args.source.decimals) * fromPrice
  const toValueInUSD = toPrice === undefined ? undefined : toTokens(args.toAmount, args.to.decimals) * toPrice
  return {
    toAmount: args.toAmount,
    minimumReceived: minimumReceived(args.toAmount, SWAP_SLIPPAGE_TOLERANCE),
    rate: rate({ fromAmount: args.fromAmount, fromDecimals: args.source.decimals, toAmount: args.toAmount, toDecimals: args.to.decimals }),
    fromValueInUSD,
    toValueInUSD,
    priceImpact: fromValueInUSD === undefined || toValueInUSD === undefined ? undefined : priceImpact({ fromValueInUSD, toValueInUSD }),
    networkFeeInUSD: args.gasPrice === undefined || nativePrice === undefined ? undefined : networkFeeInUSD({ gas: SWAP_GAS_ESTIMATE, gasPrice: args.gasPrice, nativePrice }),
  }
}
