import type { Commitment, ConnectionConfig } from '@solana/web3.js'
import { extendWalletProviders } from '../../connection/walletProvider'
import { setSolanaConnectionSettings } from './solanaConnection'
import { solanaProviderExtension } from './solanaProviderExtension'

/** AppKit's SolanaAdapter options. */
export interface SolanaAdapterOptions {
  /** The commitment (or web3.js ConnectionConfig) of useAppKitConnection's Connections; 'confirmed' by default. */
  connectionSettings?: Commitment | ConnectionConfig
  /**
   * AppKit's @solana/wallet-adapter wallets (Phantom, Solflare, ...). Not needed: Portico finds
   * every Wallet Standard wallet the page has (those wallets register themselves so) and reaches
   * the others through WalletConnect, so the list is accepted and left unused.
   */
  wallets?: readonly object[]
}

/**
 * AppKit's `new SolanaAdapter()`, so an AppKit dapp moves over with an import change:
 * `createAppKit({ adapters: [new SolanaAdapter()] })`. Portico's own connectors reach Solana
 * wallets; what the adapter adds is AppKit's provider methods (`signTransaction`,
 * `sendTransaction`, ...) on `useAppKitProvider<Provider>('solana')`'s provider.
 */
export class SolanaAdapter {
  readonly type = 'solana'
  readonly namespace = 'solana'

  constructor({ connectionSettings }: SolanaAdapterOptions = {}) {
    extendWalletProviders('solana', solanaProviderExtension)
    if (connectionSettings) setSolanaConnectionSettings(connectionSettings)
  }
}
