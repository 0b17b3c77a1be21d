import { toTokens } from './baseUnits'

/** Gas a swap is priced with before the API has built it (a two-hop Uniswap V2 swap uses less). */
export const SWAP_GAS_ESTIMATE = 200_000n

/**
 * The least the swap may return with `slippage` percent of tolerance (SPEC section 9: 1), in the
 * output token's base units, rounded down. Slippage is given to two decimals at most.
 * @example minimumReceived(1_000_000n, 1) // 990_000n
 */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/**
 * How many output tokens one input token buys at this quote.
 * @example rate({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_950_000_000n, toDecimals: 6 }) // 1950
 */
export function rate(args: { fromAmount: bigint; fromDecimals: number; toAmount: bigint; toDecimals: number }): number {
  const from = toTokens(args.fromAmount, args.fromDecimals)
  return from > 0 ? toTokens(args.toAmount, args.toDecimals) / from : 0
}

/**
 * Price impact in percent: how much less the output is worth in USD than the input (the pool's
 * fee and depth), from the fungible prices; undefined when a price is missing.
 * @example priceImpact({ fromValueInUSD: 2000, toValueInUSD: 1950 }) // 2.5
 */
export function priceImpact(args: { fromValueInUSD: number; toValueInUSD: number }): number | undefined {
  if (!(args.fromValueInUSD > 0) || !(args.toValueInUSD > 0)) return undefined
  return Math.max(0, (1 - args.toValueInUSD / args.fromValueInUSD) * 100)
}

/**
 * The network fee in USD: gas times its price (wei), at the native token's USD price.
 * @example networkFeeInUSD({ gas: 150_000n, gasPrice: 10n ** 9n, nativePrice: 2000 }) // 0.3
 */
export function networkFeeInUSD(args: { gas: bigint; gasPrice: bigint; nativePrice: number }): number {
  return toTokens(args.gas * args.gasPrice, 18) * args.nativePrice
}
