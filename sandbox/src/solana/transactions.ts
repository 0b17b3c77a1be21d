import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, type Connection } from '@solana/web3.js'

/** Where the example's transfers go: an address nobody funds (sha256 of 'portico-sandbox-solana-receiver'). */
export const RECEIVER = new PublicKey('FvXajs4AkcNhWYPbtp1b7Vh6FQf6sLsoMjFWXvewHXWn')

/** The example's transfer: a legacy Transaction on the cluster's latest blockhash, paid by the sender. */
export async function transferTransaction(connection: Connection, from: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: RECEIVER, lamports }))
}

/** The same transfer as a v0 VersionedTransaction. */
export async function versionedTransferTransaction(connection: Connection, from: PublicKey, lamports: number): Promise<VersionedTransaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  const instructions = [SystemProgram.transfer({ fromPubkey: from, toPubkey: RECEIVER, lamports })]
  return new VersionedTransaction(new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions }).compileToV0Message())
}
