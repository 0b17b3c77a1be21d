import { operationTypeSign } from '@portico/contracts'

/** What a transaction did, as its row's badge shows it. */
export type TransactionKind = 'send' | 'receive' | 'swap' | 'mint' | 'approve'

const KINDS: Readonly<Record<string, TransactionKind>> = { send: 'send', receive: 'receive', trade: 'swap', swap: 'swap', mint: 'mint', approve: 'approve' }

/**
 * The kind of an operation type: its own, else by the spec's sign (+ receive, deposit, borrow,
 * claim come in; - withdraw, repay, burn go out); undefined for one that moves nothing known.
 * @example transactionKind('deposit') // 'receive'
 */
export function transactionKind(operationType: string): TransactionKind | undefined {
  const own = KINDS[operationType]
  if (own) return own
  const sign = operationTypeSign(operationType)
  return sign === '+' ? 'receive' : sign === '-' ? 'send' : undefined
}
