import { ThrownMessages } from '../errors/thrownMessages'
import type { ChainNamespace } from './chainNamespace'
import { isChainNamespace } from './isChainNamespace'

export type ParsedCaipNetworkId = {
  chainNamespace: ChainNamespace
  chainId: string
}

/**
 * Splits a CAIP-2 network id. It needs exactly two non-empty parts, else it throws
 * `Error('Invalid CAIP-2 network id')`. An unknown namespace (e.g. `cosmos:cosmoshub-4`) throws
 * the same error: the spec only names the two-part rule, but Portico can do nothing with another
 * namespace, and rejecting it keeps `chainNamespace` typed like in `parseCaipAddress`.
 * @example parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { chainNamespace: 'solana', chainId: '5eyk...' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const [chainNamespace, chainId, ...rest] = caipNetworkId.split(':')
  if (!chainNamespace || !chainId || rest.length > 0 || !isChainNamespace(chainNamespace)) {
    throw new Error(ThrownMessages.INVALID_CAIP_NETWORK_ID)
  }
  return { chainNamespace, chainId }
}
