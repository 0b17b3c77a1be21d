// `@portico/shell/bitcoin`: AppKit's BitcoinAdapter and the BitcoinConnector provider type.
export { BitcoinAdapter } from './appKitBitcoinAdapter'
export type { BitcoinAdapterOptions } from './appKitBitcoinAdapter'
export type { BitcoinConnector } from './bitcoinConnector'
export { AddressPurpose } from './bitcoinConnectorSchemas'
