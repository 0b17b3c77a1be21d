import { parseUnits } from 'viem'

const decimalText = /^(\d+\.?\d*|\.\d+)$/

/**
 * A typed amount in the token's smallest unit, or undefined when it is not a positive decimal
 * number ('', '.', '1e3', '-1', '0' all are undefined). Extra decimals are rounded by viem.
 * @example parseAmount('1.5', 6) // 1_500_000n
 */
export function parseAmount(text: string | undefined, decimals: number): bigint | undefined {
  const trimmed = text?.trim() ?? ''
  if (!decimalText.test(trimmed)) return undefined
  const amount = parseUnits(trimmed, decimals)
  return amount > 0n ? amount : undefined
}
