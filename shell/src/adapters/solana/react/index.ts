// `@portico/shell/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, which names the adapter again.
export { SolanaAdapter } from '../appKitSolanaAdapter'
export type { SolanaAdapterOptions } from '../appKitSolanaAdapter'
export type { AnyTransaction, Provider, SolanaProviderMethods } from '../solanaProvider'
export { useAppKitConnection } from './useAppKitConnection'
