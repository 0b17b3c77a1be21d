import { frameChainNamespace, toFrameCaipNetworkId, type FrameChainId } from '@portico/frame-protocol'
import type { SecureSiteChain } from '../secureSiteConfig'
import { FrameRequestError } from './frameRequestError'

/** A chain id as the frame keeps it: CAIP-2 (`eip155:31337`, `solana:5eykt...`). */
export type FrameCaipChainId = `eip155:${string}` | `solana:${string}`

/** `31337`, `'31337'` and `'eip155:31337'` are one chain; a bare Solana reference is `solana:` it (as AppKit's client may send them). */
export const toCaipChainId = (chainId: FrameChainId): FrameCaipChainId => toFrameCaipNetworkId(chainId) as FrameCaipChainId

/**
 * The frame's current chain (SWITCH_NETWORK, GET_CHAIN_ID) and the local EVM chains it has nodes
 * for. Any eip155 or solana chain can be current (the addresses do not depend on it); reads and
 * transactions need a chain of the config. EVM requests without a chain id go to the last eip155
 * chain, also while a solana chain is current (each namespace keeps its own network).
 * @example
 * const chains = createFrameChains(config.chains, 'eip155:31337')
 * chains.evmChain().rpcUrl // 'http://127.0.0.1:8545'
 */
export function createFrameChains(configured: readonly SecureSiteChain[], initial: FrameChainId) {
  let current = toCaipChainId(initial)
  let currentEvm: FrameCaipChainId = frameChainNamespace(current) === 'eip155' ? current : 'eip155:1'
  return {
    current: (): FrameCaipChainId => current,
    switchTo(chainId: FrameChainId) {
      current = toCaipChainId(chainId)
      if (frameChainNamespace(current) === 'eip155') currentEvm = current
    },
    /** The local EVM chain of `chainId` (the current EVM chain by default), or an error for the page. */
    evmChain(chainId: FrameChainId = currentEvm): SecureSiteChain {
      const caip = toCaipChainId(chainId)
      if (frameChainNamespace(caip) !== 'eip155') throw new FrameRequestError(`${caip} is not an EVM chain`, 4901)
      const chain = configured.find((candidate) => `eip155:${candidate.chainId}` === caip)
      if (!chain) throw new FrameRequestError(`This secure site has no node for ${caip}`, 4901)
      return chain
    },
  }
}

export type FrameChains = ReturnType<typeof createFrameChains>
