// `@portico/shell/solana`: AppKit's `@reown/appkit-adapter-solana`, over Portico's connectors; needs @solana/web3.js 1.x.
export { SolanaAdapter } from './appKitSolanaAdapter'
export type { SolanaAdapterOptions } from './appKitSolanaAdapter'
export { solanaConnectionOf } from './solanaConnection'
export type { AnyTransaction, Provider, SolanaProviderMethods } from './solanaProvider'
