import { NAME_CHAIN_ID_LIMIT } from '../constants/names'
import { ThrownMessages } from '../errors/thrownMessages'

/**
 * The coin type a name's address is registered under on an EVM chain (ENSIP-11): `0x80000000 |
 * chainId`. A chain id from 2147483648 on has no such coin type: 'Invalid chainId' (SPEC section 5).
 * @example toNameCoinType(1) // 2147483649
 * @example toNameCoinType(2 ** 31) // throws 'Invalid chainId'
 */
export function toNameCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= NAME_CHAIN_ID_LIMIT) throw new Error(ThrownMessages.INVALID_CHAIN_ID)
  // `>>> 0`: the bitwise or gives a negative int32 for the high bit.
  return (0x80000000 | chainId) >>> 0
}
