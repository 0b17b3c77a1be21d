import { formatUnits } from 'viem'

/** Gas a plain native transfer uses. */
export const NATIVE_TRANSFER_GAS = 21_000n
/** A generous bound for an ERC-20 transfer, for the fee estimate shown before sending. */
export const TOKEN_TRANSFER_GAS = 65_000n

/**
 * What a transfer's gas costs in USD: gas price (wei) times the gas it uses, at the native price.
 * @example gasCostInUSD({ gasPrice: 10n ** 9n, gas: 21_000n, decimals: 18, nativePrice: 2000 }) // 0.042
 */
export function gasCostInUSD(args: { gasPrice: bigint; gas: bigint; decimals: number; nativePrice: number }): number {
  return Number.parseFloat(formatUnits(args.gasPrice * args.gas, args.decimals)) * args.nativePrice
}
