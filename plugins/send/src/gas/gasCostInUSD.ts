import type { ChainNamespace } from '@portico/contracts'
import { formatUnits } from 'viem'

/** Gas a plain native transfer uses. */
export const NATIVE_TRANSFER_GAS = 21_000n
/** A generous bound for an ERC-20 transfer, for the fee estimate shown before sending. */
export const TOKEN_TRANSFER_GAS = 65_000n

/** A SOL transfer's fee on Solana: one signature, 5000 lamports (no priority fee is added). */
export const SOLANA_TRANSFER_FEE_LAMPORTS = 5000n

/**
 * The gas units the chosen transfer uses, by which the gas price is multiplied: on Solana the
 * "gas price" is the whole fee (SOLANA_TRANSFER_FEE_LAMPORTS), so one unit.
 * @example transferGas('eip155', true) // 65000n
 */
export function transferGas(namespace: ChainNamespace | undefined, isToken: boolean): bigint {
  if (namespace === 'solana') return 1n
  return isToken ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS
}

/**
 * What a transfer's gas costs in USD: gas price (wei) times the gas it uses, at the native price.
 * @example gasCostInUSD({ gasPrice: 10n ** 9n, gas: 21_000n, decimals: 18, nativePrice: 2000 }) // 0.042
 */
export function gasCostInUSD(args: { gasPrice: bigint; gas: bigint; decimals: number; nativePrice: number }): number {
  return Number.parseFloat(formatUnits(args.gasPrice * args.gas, args.decimals)) * args.nativePrice
}
