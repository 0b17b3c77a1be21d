import { parseCaipNetworkId, type CaipNetwork, type CaipNetworkId } from '@portico/contracts'
import { toFrameCaipNetworkId, type FrameChainId } from '@portico/frame-protocol'

/**
 * A frame chain id (CAIP-2, or bare: an EVM chain id as a number or text, a Solana reference) in
 * a connection's notation: a number on eip155, the CAIP-2 reference elsewhere.
 * @example connectionChainId('eip155:31337') // 31337
 * @example connectionChainId('1') // 1
 */
export function connectionChainId(chainId: FrameChainId): number | string {
  if (typeof chainId === 'number') return chainId
  const parsed = parseCaipNetworkId(toFrameCaipNetworkId(chainId))
  return parsed.chainNamespace === 'eip155' ? Number(parsed.chainId) : parsed.chainId
}

/** The CAIP-2 id the frame is told for a network. */
export const frameChainIdOf = (network: Pick<CaipNetwork, 'caipNetworkId'>): CaipNetworkId => network.caipNetworkId
