// The package's `./mocks` export: the sandbox and tests reach the sessions mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createSessionsHandlers } from './handlers'
import { createSessionsChain } from './sessionsChain'

export * from './handlers'
export * from './sessionsChain'

/** The sessions calls answered from the sandbox's local chains. */
export const createMockHandlers: CreateMockHandlers = ({ chains }) => createSessionsHandlers({ chains: chains.map((chain) => createSessionsChain(chain)) })
