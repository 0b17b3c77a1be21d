// The package's `./mocks` export: the sandbox and tests reach the onramp mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createOnrampHandlers } from './handlers'
import { readOnrampMockQuery } from './readOnrampMockQuery'

export * from './handlers'

/** The onramp API; `?onrampUrlFailures=N` fails the first N Coinbase URL requests (Buy's error path). */
export const createMockHandlers: CreateMockHandlers = ({ query }) => createOnrampHandlers({ failures: { url: readOnrampMockQuery(query).onrampUrlFailures } })
