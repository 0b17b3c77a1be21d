import type { CaipNetwork, CaipNetworkId } from '@portico/contracts'

/** The Blockchain API's RPC host; its URLs get the project id at createAppKit. */
export const BLOCKCHAIN_API_RPC_HOST = 'https://rpc.walletconnect.org'

/**
 * SPEC section 3 RPC url shape: {rpc host}/v1/?chainId={chain}&projectId={project}.
 *
 * @example blockchainApiRpcUrl('eip155:1', 'abc') // 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc'
 */
export function blockchainApiRpcUrl(caipNetworkId: CaipNetworkId, projectId: string, host = BLOCKCHAIN_API_RPC_HOST): string {
  const url = new URL('/v1/', host)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.href
}

/** Adds the project id to the Blockchain API URLs of a network; other URLs stay as they are. */
export function withProjectId(rpcUrl: string, projectId: string | undefined, host = BLOCKCHAIN_API_RPC_HOST): string {
  if (!projectId || !rpcUrl.startsWith(`${host}/v1/`)) return rpcUrl
  const url = new URL(rpcUrl)
  url.searchParams.set('projectId', projectId)
  return url.href
}

/** The network with the project id on its Blockchain API RPC URLs. */
export function withNetworkProjectId(network: CaipNetwork, projectId: string | undefined): CaipNetwork {
  const http = network.rpcUrls.default.http.map((url) => withProjectId(url, projectId))
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http } } }
}
