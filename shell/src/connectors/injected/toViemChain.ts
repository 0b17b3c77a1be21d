import type { CaipNetwork } from '@portico/contracts'
import { defineChain, type Chain } from 'viem'

/** viem's chain shape of a network, for wallet_addEthereumChain. */
export function toViemChain(network: CaipNetwork): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
