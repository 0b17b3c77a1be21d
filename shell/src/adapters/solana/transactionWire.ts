import { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { AnyTransaction } from './solanaProvider'

/** WalletConnect's Solana RPC carries transactions base64; signatures may still be missing. */
export const toWire = (transaction: AnyTransaction): string => {
  const bytes = transaction instanceof VersionedTransaction ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return bytesToBase64(bytes)
}

/** The wallet's answer read back as the kind the dapp gave, so `signTransaction(tx)` returns its type. */
export const fromWire = <T extends AnyTransaction>(like: T, wire: string): T => {
  const bytes = base64ToBytes(wire)
  return (like instanceof VersionedTransaction ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}

// Browser and Node alike, without Node's Buffer in the dapp's code.
function bytesToBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
