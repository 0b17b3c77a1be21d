import type { CaipNetwork } from '@portico/contracts'

/** Networks for unit tests; their RPC URLs are never called unless a test mocks them. */
export const testMainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

export const testAnvil: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}
