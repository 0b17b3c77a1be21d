import { parseCaipNetworkId, type CaipNetwork, type ChainNamespace } from '@portico/contracts'
import { withoutUndefinedMembers, type FrameRequestPayloadInput } from '@portico/frame-protocol'

/**
 * RPC_REQUEST's payload as the hosted frame reads it (AppKit's frame provider sends the same):
 * the method and params, and always the network: `chainNamespace` (the connector's, eip155 by
 * default), `chainId` bare (`1`, or a Solana genesis-hash reference without `solana:`) and
 * `rpcUrl`, the network's node URL.
 * @example rpcRequestPayload('eth_blockNumber', undefined, 'eip155', mainnet) // { method, chainNamespace: 'eip155', chainId: 1, rpcUrl: 'https://...' }
 */
export function rpcRequestPayload(method: string, params: unknown, namespace: ChainNamespace = 'eip155', network?: CaipNetwork): FrameRequestPayloadInput<'RPC_REQUEST'> {
  const reference = network ? parseCaipNetworkId(network.caipNetworkId).chainId : undefined
  const chainId = reference === undefined ? undefined : namespace === 'eip155' ? Number(reference) : reference
  const rpcUrl = network?.rpcUrls.default.http[0]
  return {
    method,
    ...(params === undefined ? {} : { params: withoutUndefinedMembers(params) as never }),
    chainNamespace: namespace === 'solana' ? 'solana' : 'eip155',
    ...(chainId === undefined ? {} : { chainId }),
    ...(rpcUrl === undefined ? {} : { rpcUrl }),
  }
}
