// Common networks as AppKit-style objects, built on viem's chain definitions. Import only the
// ones you use: each is a separate export, so the rest never reach your bundle.
import type { CaipNetwork } from '@portico/contracts'
import {
  arbitrum as viemArbitrum,
  avalanche as viemAvalanche,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  celo as viemCelo,
  cronos as viemCronos,
  gnosis as viemGnosis,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
  zksync as viemZksync,
} from 'viem/chains'
import { defineEvmNetwork } from './defineEvmNetwork'
import { ARBITRUM_LOGO, AVALANCHE_LOGO, BASE_LOGO, BITCOIN_LOGO, BSC_LOGO, CELO_LOGO, CRONOS_LOGO, ETHEREUM_LOGO, GNOSIS_LOGO, OPTIMISM_LOGO, POLKADOT_LOGO, POLYGON_LOGO, SEPOLIA_LOGO, SOLANA_LOGO, ZKSYNC_LOGO } from './networkLogos'

export { defineEvmNetwork } from './defineEvmNetwork'
export { defineChain } from './defineChain'
export type { CaipNetwork as AppKitNetwork } from '@portico/contracts'
export { blockchainApiRpcUrl } from './blockchainApiRpcUrl'

export const mainnet = defineEvmNetwork(viemMainnet, { imageUrl: ETHEREUM_LOGO })
export const arbitrum = defineEvmNetwork(viemArbitrum, { imageUrl: ARBITRUM_LOGO })
export const avalanche = defineEvmNetwork(viemAvalanche, { imageUrl: AVALANCHE_LOGO })
export const base = defineEvmNetwork(viemBase, { imageUrl: BASE_LOGO })
export const bsc = defineEvmNetwork(viemBsc, { imageUrl: BSC_LOGO })
export const celo = defineEvmNetwork(viemCelo, { imageUrl: CELO_LOGO })
export const cronos = defineEvmNetwork(viemCronos, { imageUrl: CRONOS_LOGO })
export const gnosis = defineEvmNetwork(viemGnosis, { imageUrl: GNOSIS_LOGO })
export const optimism = defineEvmNetwork(viemOptimism, { imageUrl: OPTIMISM_LOGO })
export const polygon = defineEvmNetwork(viemPolygon, { imageUrl: POLYGON_LOGO })
export const zksync = defineEvmNetwork(viemZksync, { imageUrl: ZKSYNC_LOGO })
export const sepolia = defineEvmNetwork(viemSepolia, { imageUrl: SEPOLIA_LOGO })
export const baseSepolia = defineEvmNetwork(viemBaseSepolia, { imageUrl: BASE_LOGO })

const solanaNetwork = (caipNetworkId: CaipNetwork['caipNetworkId'], name: string, rpc: string, testnet: boolean): CaipNetwork => ({
  id: caipNetworkId.split(':')[1] ?? caipNetworkId,
  caipNetworkId,
  name,
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpc] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet,
  assets: { imageUrl: SOLANA_LOGO },
})

/** The three Solana chains (SPEC section 3), by their CAIP-2 genesis-hash ids. */
export const solana = solanaNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false)
export const solanaDevnet = solanaNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true)
export const solanaTestnet = solanaNetwork('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', true)

const bitcoinNetwork = (caipNetworkId: CaipNetwork['caipNetworkId'], name: string, testnet: boolean): CaipNetwork => ({
  id: caipNetworkId.split(':')[1] ?? caipNetworkId,
  caipNetworkId,
  name,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [`https://rpc.walletconnect.org/v1/?chainId=${encodeURIComponent(caipNetworkId)}`] } },
  testnet,
  assets: { imageUrl: BITCOIN_LOGO },
})

/** The two Bitcoin chains (SPEC section 3), by their CAIP-2 genesis-hash ids. */
export const bitcoin = bitcoinNetwork('bip122:000000000019d6689c085ae165831e93', 'Bitcoin', false)
export const bitcoinTestnet = bitcoinNetwork('bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true)

/**
 * Polkadot's relay chain; CAIP-2 takes the first 32 hex characters of its genesis hash
 * (0x91b171bb158e2d3848fa23a9f1c25182fb8e2031...).
 */
export const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  assets: { imageUrl: POLKADOT_LOGO },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
}
