import type { Transaction } from '@portico/contracts'

/**
 * SPEC section 5: a transaction is spam when every transfer is an NFT flagged spam. One without
 * transfers (an approval) is not.
 * @example isSpamTransaction({ ...tx, transfers: [{ nft_info: { flags: { is_spam: true } }, quantity }] }) // true
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}
