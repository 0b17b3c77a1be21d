import { BALANCE_DISPLAY_DECIMALS } from '../constants/format'
import { floorDecimals } from './floorDecimals'

/**
 * The balance as displayed: floored to 3 decimals (SPEC section 5), trailing zeros dropped, and
 * '0.000' for zero, a missing or an unreadable balance. For a raw bigint amount, convert first
 * with viem's `formatUnits(value, decimals)`.
 * @example formatBalance('1.23456') // '1.234'
 * @example formatBalance(formatUnits(1_500_000_000_000_000_000n, 18)) // '1.5'
 * @example formatBalance(undefined) // '0.000'
 */
export function formatBalance(balance: string | undefined, decimals = BALANCE_DISPLAY_DECIMALS): string {
  const zero = (0).toFixed(decimals)
  if (balance === undefined) return zero
  try {
    const floored = floorDecimals(balance, decimals)
    return floored === '0' ? zero : floored
  } catch {
    return zero
  }
}
