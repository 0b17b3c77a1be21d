// Polkadot extension discovery and the connector: one lazy chunk, loaded only for dapps with
// Polkadot networks, on intent or to restore a stored Polkadot session.
export { discoverPolkadotWallets as discover } from './discoverPolkadotWallets'
