import { frameChainNamespace } from '@portico/frame-protocol'
import type { FrameCaipChainId } from './frameChains'

/**
 * A chain id as the hosted frame answers it in GET_USER and GET_CHAIN_ID: an EVM chain's bare
 * number (AppKit writes `eip155:${chainId}:${address}` from it, and answers `eth_chainId` with it),
 * any other chain's CAIP-2 id (AppKit writes `${chainId}:${address}`).
 * @example hostedChainId('eip155:8453') // 8453
 * @example hostedChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function hostedChainId(chainId: FrameCaipChainId): number | FrameCaipChainId {
  return frameChainNamespace(chainId) === 'eip155' ? Number(chainId.slice('eip155:'.length)) : chainId
}
