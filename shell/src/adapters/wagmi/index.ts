// `@portico/shell/wagmi`: keep a dapp's wagmi config in step with Portico's connection.
export { createWagmiAdapter } from './createWagmiAdapter'
export type { WagmiAdapter } from './wagmiAdapter'
