import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createPublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRpcTransport } from './createRpcTransport'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const URL_A = 'https://rpc-a.example/'
type RpcBody = { id: number; method: string } | { id: number; method: string }[]

/** Answers eth_chainId after `failures` answers of `status`, recording when each request came. */
function node(url: string, failures: number, status: number, headers: Record<string, string> = {}) {
  const seen: number[] = []
  server.use(
    mswHttp.post(url, async ({ request }) => {
      seen.push(Date.now())
      if (seen.length <= failures) return new HttpResponse('busy', { status, headers })
      const body = (await request.json()) as RpcBody
      const answer = (r: { id: number }) => ({ jsonrpc: '2.0', id: r.id, result: '0x7a69' })
      return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body))
    }),
  )
  return seen
}

describe('createRpcTransport', () => {
  it('retries a 503 three times with delays of 150, 300 and 600 ms', async () => {
    const seen = node(URL_A, 3, 503)
    const client = createPublicClient({ transport: createRpcTransport([URL_A]) })
    await expect(client.getChainId()).resolves.toBe(31337)
    expect(seen).toHaveLength(4)
    const gaps = seen.slice(1).map((t, i) => t - (seen[i] ?? t))
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
  })

  it('gives up after three retries', async () => {
    const seen = node(URL_A, 10, 500)
    const client = createPublicClient({ transport: createRpcTransport([URL_A]) })
    await expect(client.getChainId()).rejects.toThrow()
    expect(seen).toHaveLength(4)
  })

  it('does not retry a status outside the list', async () => {
    const seen = node(URL_A, 1, 404)
    const client = createPublicClient({ transport: createRpcTransport([URL_A]) })
    await expect(client.getChainId()).rejects.toThrow()
    expect(seen).toHaveLength(1)
  })

  it('waits as long as Retry-After says', async () => {
    const seen = node(URL_A, 1, 429, { 'Retry-After': '1' })
    const client = createPublicClient({ transport: createRpcTransport([URL_A]) })
    await expect(client.getChainId()).resolves.toBe(31337)
    expect((seen[1] ?? 0) - (seen[0] ?? 0)).toBeGreaterThanOrEqual(990)
  })

  it('batches concurrent calls into one request', async () => {
    let requests = 0
    server.use(
      mswHttp.post(URL_A, async ({ request }) => {
        requests++
        const body = (await request.json()) as RpcBody
        const list = Array.isArray(body) ? body : [body]
        return HttpResponse.json(list.map((r) => ({ jsonrpc: '2.0', id: r.id, result: r.method === 'eth_chainId' ? '0x1' : '0x2' })))
      }),
    )
    const client = createPublicClient({ transport: createRpcTransport([URL_A]) })
    await Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })])
    expect(requests).toBe(1)
  })
})
