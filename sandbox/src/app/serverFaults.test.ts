import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerFaults } from './serverFaults'

const SERVER = 'http://portico.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('createServerFaults', () => {
  it('fails the first N calls a flag names with 503, then lets them reach the server', async () => {
    server.resetHandlers(
      ...createServerFaults(SERVER, new URLSearchParams('walletApiFailures=2')),
      http.get(`${SERVER}/getWallets`, () => HttpResponse.json({ count: 0, data: [] })),
      http.get(`${SERVER}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    )
    const statuses = []
    for (let call = 0; call < 3; call++) statuses.push((await fetch(`${SERVER}/getWallets?page=1`)).status)
    expect(statuses).toEqual([503, 503, 200])
    // A flag that is absent fails nothing.
    expect((await fetch(`${SERVER}/v1/account/0x0/balance`)).status).toBe(200)
  })

  it('adds no handler without flags, and refuses a count that is not one', () => {
    expect(createServerFaults(SERVER, new URLSearchParams(''))).toEqual([])
    expect(() => createServerFaults(SERVER, new URLSearchParams('balanceFailures=-1'))).toThrow()
  })
})
