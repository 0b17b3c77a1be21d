/**
 * The largest token quantity a balance may hold: 10^30 whole tokens is a thousand times the
 * supply of the largest meme tokens, and keeps a displayed figure within 30 integer digits.
 */
export const MAX_TOKEN_QUANTITY = 1e30

// A plain decimal, or the exponent form Number#toString writes for tiny values ('1e-7').
const quantityPattern = /^\d{1,64}(\.\d{1,64})?([eE][+-]?\d{1,3})?$/

/**
 * Whether text is a token quantity a balance may hold: a finite, non-negative decimal below
 * MAX_TOKEN_QUANTITY ('1.5', '0', '1e-7'); never '1e309', 'Infinity', '-1' or 0x hex.
 * @example isTokenQuantity('1234.5678') // true
 * @example isTokenQuantity('1e309') // false
 */
export function isTokenQuantity(text: string): boolean {
  if (!quantityPattern.test(text)) return false
  const value = Number(text)
  return Number.isFinite(value) && value < MAX_TOKEN_QUANTITY
}
