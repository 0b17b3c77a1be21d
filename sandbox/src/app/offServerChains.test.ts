import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offServerChains } from './offServerChains'

const SERVER = 'http://portico.test'
const mocks = [http.get('https://rpc.walletconnect.org/v1/account/:address/balance', ({ request }) => HttpResponse.json({ from: 'mock', chainId: new URL(request.url).searchParams.get('chainId') }))]
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('offServerChains', () => {
  it("answers a Solana call from the plugins' mocks, and lets an EVM call reach the server", async () => {
    server.resetHandlers(offServerChains(SERVER, mocks), http.get(`${SERVER}/v1/account/:address/balance`, () => HttpResponse.json({ from: 'server' })))
    const solana = await (await fetch(`${SERVER}/v1/account/abc/balance?chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`)).json()
    expect(solana).toEqual({ from: 'mock', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    expect(await (await fetch(`${SERVER}/v1/account/0x0/balance?chainId=eip155:31337`)).json()).toEqual({ from: 'server' })
    expect(await (await fetch(`${SERVER}/v1/account/0x0/balance`)).json()).toEqual({ from: 'server' })
  })
})
