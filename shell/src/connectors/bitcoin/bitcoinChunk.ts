// Bitcoin wallet discovery and the connector: one lazy chunk, loaded only for dapps with Bitcoin
// networks, on intent or to restore a stored Bitcoin session.
export { discoverBitcoinWallets as discover } from './discoverBitcoinWallets'
