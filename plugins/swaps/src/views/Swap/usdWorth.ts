import type { SwapToken } from '../../api/schemas'
import { toTokens } from '../../math/baseUnits'

/**
 * What `base` units of `token` are worth in USD at `prices` (by upper-case symbol); undefined when
 * the token, the amount or its price is unknown.
 *
 * @example usdWorth(usdc, 1_500_000n, { USDC: 1 }) // 1.5
 */
export function usdWorth(token: SwapToken | undefined, base: bigint | undefined, prices: Readonly<Record<string, number>>): number | undefined {
  const price = token ? prices[token.symbol.toUpperCase()] : undefined
  return token && base !== undefined && price !== undefined ? toTokens(base, token.decimals) * price : undefined
}
