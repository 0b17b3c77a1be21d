import { BALANCE_DISPLAY_DECIMALS, BALANCE_DISPLAY_MAX_INTEGER_DIGITS } from '../constants/format'
import { floorDecimals } from './floorDecimals'

/** '-123456…' with more integer digits than shown: its leading digits floored, in exponent form. */
function exponentForm(floored: string, decimals: number): string {
  const sign = floored.startsWith('-') ? '-' : ''
  const integer = (sign ? floored.slice(1) : floored).split('.')[0] ?? ''
  const fraction = integer.slice(1, 1 + decimals).replace(/0+$/, '')
  return `${sign}${integer[0] ?? '0'}${fraction ? `.${fraction}` : ''}e+${integer.length - 1}`
}

/**
 * The balance as displayed: floored to 3 decimals (SPEC section 5), trailing zeros dropped, and
 * '0.000' for zero, a missing or an unreadable balance; past 30 integer digits, exponent form
 * ('1e+308' for '1e308'), so a hostile figure cannot fill a screen. For a raw bigint amount,
 * convert first with viem's `formatUnits(value, decimals)`.
 * @example formatBalance('1.23456') // '1.234'
 * @example formatBalance(formatUnits(1_500_000_000_000_000_000n, 18)) // '1.5'
 * @example formatBalance(undefined) // '0.000'
 * @example formatBalance('1.5e45') // '1.5e+45'
 */
export function formatBalance(balance: string | undefined, decimals = BALANCE_DISPLAY_DECIMALS): string {
  const zero = (0).toFixed(decimals)
  if (balance === undefined) return zero
  try {
    const floored = floorDecimals(balance, decimals)
    if (floored === '0') return zero
    const integerDigits = floored.replace(/^-/, '').split('.')[0]?.length ?? 0
    return integerDigits > BALANCE_DISPLAY_MAX_INTEGER_DIGITS ? exponentForm(floored, decimals) : floored
  } catch {
    return zero
  }
}
