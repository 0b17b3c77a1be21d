import type { CaipNetwork } from '../state/network'

/** Solana devnet for plugin tests; its RPC is only reached where a test mocks it. */
export const TEST_SOLANA_NETWORK: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com/'] } },
  testnet: true,
}

/** Bitcoin mainnet for plugin tests (a namespace without balances, onramp or names). */
export const TEST_BITCOIN_NETWORK: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
}
