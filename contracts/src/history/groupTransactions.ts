import type { Transaction } from '../schemas/transaction'

export interface TransactionGroup {
  year: number
  /** 0 for January, as `Date#getMonth`. */
  month: number
  transactions: Transaction[]
}

/**
 * Groups transactions by year, then month of `minedAt` (SPEC section 3), newest group first and
 * each group in the order given; dates are read in UTC so every visitor sees the same groups.
 * Transactions with an unreadable date are left out.
 * @example groupTransactions(list).map((g) => `${g.year}-${g.month}`) // ['2025-4', '2024-11']
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionGroup[] {
  const byYear = new Map<number, Map<number, Transaction[]>>()
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const year = date.getUTCFullYear()
    const months = byYear.get(year) ?? new Map<number, Transaction[]>()
    byYear.set(year, months)
    const month = date.getUTCMonth()
    months.set(month, [...(months.get(month) ?? []), transaction])
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([year, months]) =>
      [...months.entries()].sort(([a], [b]) => b - a).map(([month, list]) => ({ year, month, transactions: list })),
    )
}
