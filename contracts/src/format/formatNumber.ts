import { NUMBER_DISPLAY_DECIMALS } from '../constants/format'

const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: NUMBER_DISPLAY_DECIMALS,
  maximumFractionDigits: NUMBER_DISPLAY_DECIMALS,
  // No '-0.00' for tiny negative values.
  signDisplay: 'negative',
})

/**
 * Formats a number en-US with 2 decimals and grouping (SPEC section 5); '0.00' for a missing or
 * unreadable value.
 * @example formatNumber(1234.567) // '1,234.57'
 * @example formatNumber('0.5') // '0.50'
 */
export function formatNumber(value: number | string | undefined): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value
  return formatter.format(number === undefined || !Number.isFinite(number) ? 0 : number)
}
