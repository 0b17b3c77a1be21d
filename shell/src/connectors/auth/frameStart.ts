import type { CaipNetwork, CaipNetworkId } from '@portico/contracts'
import { isAuthNamespace } from './isAuthNamespace'

export interface FrameStartParameters {
  active: CaipNetwork | undefined
  networks: readonly CaipNetwork[]
  /** The chain the last embedded session was on (the auth storage keeps it). */
  lastChainId: string | undefined
  /** The node URL when no network of the dapp has one for the chain. */
  fallbackRpcUrl: string
}

export interface FrameStart {
  chainId: CaipNetworkId
  rpcUrl: string
}

/**
 * The chain a new frame starts on: the active network when the embedded wallet has its namespace,
 * else the last session's chain, else Ethereum; with that chain's node URL (else the first network's).
 * @example frameStart({ active: solanaMainnet, networks, lastChainId: undefined, fallbackRpcUrl }).chainId // 'solana:5eykt4Us...'
 */
export function frameStart({ active, networks, lastChainId, fallbackRpcUrl }: FrameStartParameters): FrameStart {
  const chainId = active && isAuthNamespace(active.chainNamespace) ? active.caipNetworkId : ((lastChainId as CaipNetworkId | undefined) ?? 'eip155:1')
  const rpcUrl = (networks.find((network) => network.caipNetworkId === chainId) ?? networks[0])?.rpcUrls.default.http[0] ?? fallbackRpcUrl
  return { chainId, rpcUrl }
}
