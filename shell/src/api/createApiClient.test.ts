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

  it('waits out a short Retry-After on a GET and asks once more', async () => {
    const waits: number[] = []
    const patient = createApiClient({ baseUrl: 'https://api.example/', query: {}, sleep: async (ms) => void waits.push(ms) })
    let calls = 0
    server.use(
      http.get('https://api.example/busy', () => (++calls === 1 ? new HttpResponse(null, { status: 429, headers: { 'retry-after': '2' } }) : HttpResponse.json({ data: [], count: 0 }))),
    )
    await expect(patient.get('/busy', schema)).resolves.toEqual({ data: [], count: 0 })
    expect(waits).toEqual([2000])
    expect(calls).toBe(2)
  })

  it('fails at once, saying how long to wait, when Retry-After is long, repeated or on a POST', async () => {
    const waits: number[] = []
    const patient = createApiClient({ baseUrl: 'https://api.example/', query: {}, sleep: async (ms) => void waits.push(ms) })
    server.use(
      http.get('https://api.example/later', () => new HttpResponse(null, { status: 503, headers: { 'retry-after': '120' } })),
      http.get('https://api.example/again', () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '1' } })),
      http.post('https://api.example/post', () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '1' } })),
    )
    await expect(patient.get('/later', schema)).rejects.toMatchObject({ message: 'HTTP status code: 503', retryAfterMs: 120_000 })
    await expect(patient.get('/again', schema)).rejects.toMatchObject({ message: 'HTTP status code: 429', retryAfterMs: 1000 })
    await expect(patient.post('/post', schema, {})).rejects.toMatchObject({ status: 429, retryAfterMs: 1000 })
    expect(waits).toEqual([1000])
  })

  it('fails a response that breaks the schema or is not JSON', async () => {
    server.use(http.get('https://api.example/a', () => HttpResponse.json({ data: 'nope', count: 1 })))
    await expect(client.get('/a', schema)).rejects.toMatchObject({ message: 'Something went wrong', cause: { issues: [{ path: ['data'] }] } })
    server.use(http.get('https://api.example/b', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })))
    await expect(client.get('/b', schema)).rejects.toMatchObject({ message: 'Something went wrong', cause: { message: 'The response is not JSON' } })
  })

  it('reads an empty 200 (the hosted sessions revoke) as no value, for its schema to judge', async () => {
    server.use(http.post('https://api.example/revoke', () => new HttpResponse(null, { status: 200 })))
    await expect(client.post('/revoke', z.undefined(), { pci: '0x01' })).resolves.toBeUndefined()
    await expect(client.post('/revoke', schema, { pci: '0x01' })).rejects.toMatchObject({ message: 'Something went wrong' })
  })

  it('posts JSON', async () => {
    server.use(http.post('https://api.example/e', async ({ request }) => HttpResponse.json({ data: [String((await request.json() as { eventId: string }).eventId)], count: 1 })))
    await expect(client.post('/e', schema, { eventId: 'x' })).resolves.toEqual({ data: ['x'], count: 1 })
  })
})
