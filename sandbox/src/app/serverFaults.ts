import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'

const count = z.coerce.number().check(z.int(), z.nonnegative())

/** A page flag (`?walletApiFailures=N`) and the server call whose first N answers it turns into 503s. */
const FAULTS = [
  { flag: 'walletApiFailures', method: 'get', path: '/getWallets' },
  { flag: 'balanceFailures', method: 'get', path: '/v1/account/:address/balance' },
  { flag: 'onrampUrlFailures', method: 'post', path: '/v1/generators/onrampurl' },
] as const

/**
 * Deliberate faults in front of Portico Server, for the sandbox's error paths: each flag of the
 * page's query fails that many calls with the hosted 503, then lets the calls reach the server.
 * @example setupWorker(...createServerFaults('http://127.0.0.1:5190', new URLSearchParams('walletApiFailures=1')))
 */
export function createServerFaults(serverUrl: string, query: URLSearchParams): HttpHandler[] {
  const base = serverUrl.replace(/\/$/, '')
  return FAULTS.flatMap(({ flag, method, path }) => {
    let failuresLeft = count.parse(query.get(flag) ?? 0)
    if (failuresLeft === 0) return []
    return [
      http[method](`${base}${path}`, () => {
        if (failuresLeft === 0) return undefined
        failuresLeft -= 1
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
      }),
    ]
  })
}
