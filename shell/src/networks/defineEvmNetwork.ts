import type { CaipNetwork } from '@portico/contracts'
import type { Chain } from 'viem'
import { BLOCKCHAIN_API_RPC_HOST } from './blockchainApiRpcUrl'

/**
 * An AppKit-style network from a viem chain: served through the Blockchain API RPC (the project
 * id is added by createAppKit), the chain's own public RPC kept as `chainDefault`.
 */
export function defineEvmNetwork(chain: Chain, assets?: CaipNetwork['assets']): CaipNetwork {
  const caipNetworkId = `eip155:${chain.id}` as const
  return {
    id: chain.id,
    caipNetworkId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: {
      default: { http: [`${BLOCKCHAIN_API_RPC_HOST}/v1/?chainId=${encodeURIComponent(caipNetworkId)}`] },
      chainDefault: { http: chain.rpcUrls.default.http },
    },
    ...(chain.blockExplorers?.default ? { blockExplorers: { default: { name: chain.blockExplorers.default.name, url: chain.blockExplorers.default.url } } } : {}),
    testnet: chain.testnet ?? false,
    ...(assets ? { assets } : {}),
  }
}
