import type { CaipNetwork } from '@portico/contracts'

/**
 * Mainnet for unit tests; its RPC URL is never called unless a test mocks it. The anvil network
 * is `TEST_NETWORK` from `@portico/contracts/testing`.
 */
export const testMainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}
