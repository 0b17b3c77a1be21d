import type { TokenBalance } from '@portico/contracts'
import { formatUnits } from 'viem'
import { parseAmount } from '../validation/parseAmount'

/**
 * The Max button's amount: the whole token balance, less the gas of the send when the token is
 * the native one (so the transaction can pay for itself); never below zero.
 * @example maxAmount(eth, 21_000n * 10n ** 9n) // '4.999979'
 */
export function maxAmount(token: TokenBalance, nativeGasCost: bigint | undefined): string {
  const decimals = Number(token.quantity.decimals)
  const balance = parseAmount(token.quantity.numeric, decimals) ?? 0n
  const gas = token.address === undefined ? (nativeGasCost ?? 0n) : 0n
  return formatUnits(balance > gas ? balance - gas : 0n, decimals)
}
