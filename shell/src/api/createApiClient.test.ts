import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as z from 'zod/mini'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getErrorMessage } from '@portico/contracts'
import { createApiClient } from './createApiClient'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = createApiClient({ baseUrl: 'https://api.example/', query: { projectId: 'p1', st: 'portico', sv: '0.1.0', clientId: undefined } })
const schema = z.object({ data: z.array(z.string()), count: z.number() })

describe('createApiClient', () => {
  it('sends the common query with the request query and parses the response', async () => {
    let seen: URL | undefined
    server.use(
      http.get('https://api.example/getWallets', ({ request }) => {
        seen = new URL(request.url)
        return HttpResponse.json({ data: ['a'], count: 1 })
      }),
    )
    await expect(client.get('/getWallets', schema, { page: 2, chains: ['eip155:1', 'eip155:10'] })).resolves.toEqual({ data: ['a'], count: 1 })
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ projectId: 'p1', st: 'portico', sv: '0.1.0', page: '2', chains: 'eip155:1,eip155:10' })
  })

  it("fails a non-OK status with 'HTTP status code: N'", async () => {
    server.use(http.get('https://api.example/getWallets', () => new HttpResponse(null, { status: 503 })))
    await expect(client.get('/getWallets', schema)).rejects.toMatchObject({ message: 'HTTP status code: 503', status: 503 })
  })

  it("keeps a failed status's service reasons, which the shown message prefers (SPEC section 8)", async () => {
    server.use(http.get('https://api.example/quotes', () => HttpResponse.json({ reasons: [{ description: 'Insufficient liquidity' }] }, { status: 400 })))
    const error: unknown = await client.get('/quotes', schema).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'HTTP status code: 400', status: 400, reasons: [{ description: 'Insufficient liquidity' }] })
    expect(getErrorMessage(error)).toBe('Insufficient liquidity')
  })

  it('fails a response that breaks the schema or is not JSON', async () => {
    server.use(http.get('https://api.example/a', () => HttpResponse.json({ data: 'nope', count: 1 })))
    await expect(client.get('/a', schema)).rejects.toThrow()
    server.use(http.get('https://api.example/b', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })))
    await expect(client.get('/b', schema)).rejects.toThrow('The response is not JSON')
  })

  it('posts JSON', async () => {
    server.use(http.post('https://api.example/e', async ({ request }) => HttpResponse.json({ data: [String((await request.json() as { eventId: string }).eventId)], count: 1 })))
    await expect(client.post('/e', schema, { eventId: 'x' })).resolves.toEqual({ data: ['x'], count: 1 })
  })
})
