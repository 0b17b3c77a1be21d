import type { ChainNamespace } from './chainNamespace'
import type { CaipNetworkId } from './types'

/**
 * Builds a CAIP-2 network id from its parts.
 * @example toCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  return `${chainNamespace}:${chainId}`
}
