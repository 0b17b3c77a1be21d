import { parseCaipAddress, SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import type { SwapToken } from './api/schemas'

/** The address of a CAIP-10 account id, without its chain prefix. */
export const plainAddress = (caipAddress: string): `0x${string}` => parseCaipAddress(caipAddress).address as `0x${string}`

/** The token's own address. */
export const tokenAddress = (token: Pick<SwapToken, 'address'>): `0x${string}` => plainAddress(token.address)

/** True for the chain's native token, which the router takes as value and needs no approval. */
export const isNativeToken = (token: Pick<SwapToken, 'address'>): boolean => tokenAddress(token).toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS

/**
 * The token a route argument names: its symbol (any case) or its address (plain or CAIP-10).
 * @example findToken(tokens, 'pusd') // the PUSD token
 */
export function findToken(tokens: readonly SwapToken[], name: string | undefined): SwapToken | undefined {
  if (!name) return undefined
  const wanted = name.toLowerCase()
  return tokens.find((token) => token.symbol.toLowerCase() === wanted || token.address.toLowerCase() === wanted || tokenAddress(token).toLowerCase() === wanted)
}
