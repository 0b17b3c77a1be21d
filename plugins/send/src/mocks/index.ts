// The package's `./mocks` export: the sandbox and tests reach the send mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createSendHandlers } from './handlers'

export * from './handlers'
export { MOCK_NAMES } from './names'

/** A count from the page's query (`?balanceFailures=2`); anything else is 0. */
const countIn = (query: URLSearchParams, name: string) => {
  const value = Number(query.get(name) ?? 0)
  return Number.isSafeInteger(value) && value > 0 ? value : 0
}

/**
 * Balances read from the sandbox's chains and its Solana ledger; names resolve to dev accounts.
 * `?balanceFailures=N` makes the first N balance requests fail ('Token Balance Unavailable').
 */
export const createMockHandlers: CreateMockHandlers = ({ chains, tokens, solana, query }) =>
  createSendHandlers({ chains, tokens, solanaLamports: solana.lamports, solanaTokens: solana.tokenBalances, failures: countIn(query, 'balanceFailures') })
