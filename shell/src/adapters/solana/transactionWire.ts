import { base64 } from '@scure/base'
import { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { AnyTransaction } from './solanaProvider'

/** WalletConnect's Solana RPC carries transactions base64; signatures may still be missing. */
export const toWire = (transaction: AnyTransaction): string => {
  const bytes = transaction instanceof VersionedTransaction ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return base64.encode(bytes)
}

/** The wallet's answer read back as the kind the dapp gave, so `signTransaction(tx)` returns its type. */
export const fromWire = <T extends AnyTransaction>(like: T, wire: string): T => {
  const bytes = base64.decode(wire)
  return (like instanceof VersionedTransaction ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}
