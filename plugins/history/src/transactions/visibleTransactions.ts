import type { Transaction } from '@portico/contracts'
import { isSpamTransaction } from './isSpamTransaction'

/**
 * The transactions shown (SPEC section 5): spam hidden, and only those on the connected chain.
 * @example visibleTransactions(list, 'eip155:1')
 */
export function visibleTransactions(transactions: readonly Transaction[], caipNetworkId: string | undefined): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === caipNetworkId && !isSpamTransaction(t))
}
