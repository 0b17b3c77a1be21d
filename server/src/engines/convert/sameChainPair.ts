import type { EvmAccount } from '../evmAccount'
import { conversionError } from './conversionError'

/**
 * The chain both sides of a swap are on; a swap across chains is the service's 400.
 * @example sameChainPair(from, to) // 31337
 */
export function sameChainPair(from: EvmAccount, to: EvmAccount): number {
  if (from.chainId !== to.chainId) throw conversionError('from and to must be on the same chain')
  return from.chainId
}
