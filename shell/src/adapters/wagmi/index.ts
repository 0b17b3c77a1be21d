// `@portico/shell/wagmi`: keep a dapp's wagmi config in step with Portico's connection.
export { createWagmiAdapter } from './createWagmiAdapter'
export { WagmiAdapter, type WagmiAdapterOptions } from './appKitWagmiAdapter'
export type { WagmiAdapter as WagmiAdapterShape } from './wagmiAdapter'
