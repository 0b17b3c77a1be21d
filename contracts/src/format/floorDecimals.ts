import { formatUnits } from 'viem'

// sign, integer digits, fraction digits, exponent: '-12.5', '.5', '5.', '1e-7', '+3E2'
const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
// Beyond this the number is not a balance; also bounds the bigint powers below.
const MAX_EXPONENT = 1_000

/**
 * Floors a decimal number written as text to `places` decimals, exactly (bigint arithmetic,
 * no float rounding), and writes it without trailing zeros. Accepts exponent notation, which
 * `Number#toString` produces for small values. Throws on text that is not a number.
 * @example floorDecimals('1.23456', 3) // '1.234'
 * @example floorDecimals('0.1e-6', 3) // '0'
 * @example floorDecimals('-1.0001', 3) // '-1.001'
 */
export function floorDecimals(value: string, places: number): string {
  if (!Number.isSafeInteger(places) || places < 0 || places > MAX_EXPONENT) {
    throw new RangeError(`Invalid decimal places: ${places}`)
  }
  const match = decimalPattern.exec(value.trim())
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = match ?? []
  const exponentValue = Number(exponent)
  if (!match || integer + fraction === '' || Math.abs(exponentValue) > MAX_EXPONENT) {
    throw new Error(`Invalid decimal number: ${value}`)
  }
  const digits = BigInt(integer + fraction)
  // value = digits * 10^(exponent - fraction.length); we want floor(value * 10^places).
  const shift = exponentValue - fraction.length + places
  const divisor = shift < 0 ? 10n ** BigInt(-shift) : 1n
  const scaled = (digits * 10n ** BigInt(Math.max(shift, 0))) / divisor
  const negative = sign === '-' && digits !== 0n
  const floored = negative ? -(digits % divisor === 0n ? scaled : scaled + 1n) : scaled
  return formatUnits(floored, places)
}
