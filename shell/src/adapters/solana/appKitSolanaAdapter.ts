import { extendWalletProviders } from '../../connection/walletProvider'
import { solanaProviderExtension } from './solanaProviderExtension'

/** AppKit's SolanaAdapter options; Portico reads none of them (see SolanaAdapter). */
export interface SolanaAdapterOptions {
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

  constructor(_options: SolanaAdapterOptions = {}) {
    extendWalletProviders('solana', solanaProviderExtension)
  }
}
