// The package's `./mocks` export: the sandbox and tests reach the send mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createSendHandlers } from './handlers'

export * from './handlers'
export { MOCK_NAMES } from './names'

/** Balances read from the sandbox's chains and its Solana ledger; names resolve to dev accounts. */
export const createMockHandlers: CreateMockHandlers = ({ chains, tokens, solana }) =>
  createSendHandlers({ chains, tokens, solanaLamports: solana.lamports, solanaTokens: solana.tokenBalances })
