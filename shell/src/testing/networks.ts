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

/** Solana mainnet for unit tests; its RPC URL is never called unless a test mocks it. */
export const testSolana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://solana.example'] } },
}
