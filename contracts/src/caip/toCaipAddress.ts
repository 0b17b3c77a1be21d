import type { CaipAddress, CaipNetworkId } from './types'

/**
 * Builds a CAIP-10 address from a network id and an address.
 * @example toCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
