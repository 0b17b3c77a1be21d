import * as z from 'zod/mini'

const count = z.coerce.number().check(z.int(), z.nonnegative())

/** `?onrampUrlFailures=N`: the first N Coinbase onramp URL requests answer 503. */
export function readOnrampMockQuery(query: URLSearchParams) {
  return { onrampUrlFailures: count.parse(query.get('onrampUrlFailures') ?? 0) }
}
