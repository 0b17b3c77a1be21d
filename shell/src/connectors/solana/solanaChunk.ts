// Solana wallet discovery and the connector: one lazy chunk, loaded only for dapps with Solana
// networks, on intent or to restore a stored Solana session.
export { discoverSolanaWallets as discover } from './discoverSolanaWallets'
