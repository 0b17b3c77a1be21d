const decimalText = /^(\d+\.?\d*|\.\d+)$/

/**
 * A typed amount in base units, or undefined when it is not a decimal number. Decimals beyond the
 * token's are cut, never rounded up: a swap never asks for more than was typed.
 * @example toBaseUnits('1.5', 6) // 1_500_000n
 * @example toBaseUnits('0.1234567', 6) // 123_456n
 */
export function toBaseUnits(text: string | undefined, decimals: number): bigint | undefined {
  const trimmed = text?.trim() ?? ''
  if (!decimalText.test(trimmed)) return undefined
  const [whole = '', fraction = ''] = trimmed.split('.')
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}

/**
 * Base units as a plain decimal string, with no trailing zeros, for the amount field.
 * @example fromBaseUnits(1_500_000n, 6) // '1.5'
 */
export function fromBaseUnits(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Base units as a number of whole tokens, for USD figures and display (precision is not needed there). */
export const toTokens = (amount: bigint, decimals: number): number => Number.parseFloat(fromBaseUnits(amount, decimals))
