import type { Connection, PublicKey, SendOptions, Transaction, TransactionSignature, VersionedTransaction } from '@solana/web3.js'
import type { WalletProvider } from '../../connection/walletProvider'

/** A @solana/web3.js 1.x transaction, legacy or versioned: what AppKit's Solana provider signs. */
export type AnyTransaction = Transaction | VersionedTransaction

/**
 * What `new SolanaAdapter()` adds to the solana wallet provider: AppKit's Solana provider methods,
 * carried by the connector's `request` (WalletConnect's Solana RPC), so a WalletConnect session, a
 * Wallet Standard wallet and the embedded wallet all answer them.
 */
export interface SolanaProviderMethods {
  /** The connected account (the wallet's first), undefined until the wallet has told it. */
  readonly publicKey: PublicKey | undefined
  /** The account's Ed25519 signature of the bytes (solana_signMessage). */
  signMessage: (message: Uint8Array) => Promise<Uint8Array>
  /** The transaction signed by the account, of the same kind (solana_signTransaction). */
  signTransaction: <T extends AnyTransaction>(transaction: T) => Promise<T>
  /** Each transaction signed, in order: one wallet request where the wallet can, else one each. */
  signAllTransactions: <T extends AnyTransaction[]>(transactions: T) => Promise<T>
  /** The wallet signs and submits to its cluster (solana_signAndSendTransaction); the base58 signature. */
  signAndSendTransaction: (transaction: AnyTransaction, options?: SendOptions) => Promise<TransactionSignature>
  /** As AppKit: the wallet signs, then the dapp's `connection` submits; the base58 signature. */
  sendTransaction: (transaction: AnyTransaction, connection: Connection, options?: SendOptions) => Promise<TransactionSignature>
}

/**
 * AppKit's Solana `Provider`, as `useAppKitProvider<Provider>('solana')` hands it: `request`, `on`
 * and `removeListener` (events carry what every Portico provider carries: account strings, the chain
 * reference) and the Solana methods.
 */
export type Provider = WalletProvider & SolanaProviderMethods
