// The package's `./mocks` export: the sandbox and tests reach the history mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createHistoryHandlers } from './handlers'

export * from './handlers'
export { generateHistoryFixtures } from './historyFixtures'

/**
 * The chains' real transactions and the Solana activity first, then years of fixtures (NFTs and
 * spam among them); `?historyFixtures=false` leaves only what the chains hold.
 */
export const createMockHandlers: CreateMockHandlers = ({ chains, tokens, solana, query }) =>
  createHistoryHandlers({ chains, tokens, solanaActivity: solana.activity, solanaTokens: solana.tokens, fixtures: query.get('historyFixtures') !== 'false' })
