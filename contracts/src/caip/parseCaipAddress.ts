import { ThrownMessages } from '../errors/thrownMessages'
import type { ChainNamespace } from './chainNamespace'
import { isChainNamespace } from './isChainNamespace'

export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

/**
 * Splits a CAIP-10 account id. It needs exactly three non-empty parts and a namespace Portico
 * supports (SPEC section 5), else it throws `Error('Invalid CAIP Address')`.
 * @example
 * parseCaipAddress('eip155:1:0xA0b8...')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xA0b8...' }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const [chainNamespace, chainId, address, ...rest] = caipAddress.split(':')
  if (!chainNamespace || !chainId || !address || rest.length > 0 || !isChainNamespace(chainNamespace)) {
    throw new Error(ThrownMessages.INVALID_CAIP_ADDRESS)
  }
  return { chainNamespace, chainId, address }
}
