import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AnswerTooLargeError, createNodeConnection, type CancelHook, type NodeConnection } from '../chains/createNodeConnection'
import { createUpstreamBatcher } from './createUpstreamBatcher'

const callSchema = z.object({ id: z.unknown().optional(), method: z.string(), params: z.unknown().optional() })

// A node of its own: it answers each request's method back as its result, and records every HTTP call it gets.
describe('createUpstreamBatcher', () => {
  let node: Server
  let connection: NodeConnection
  let calls: unknown[] = []
  let mode: 'batches' | 'refuses batches' | 'drops the last' | 'holds' = 'batches'
  const held = new Set<ServerResponse>()

  beforeAll(async () => {
    node = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        const body: unknown = JSON.parse(text)
        calls.push(body)
        if (mode === 'holds') return void held.add(res)
        const answer = (call: z.infer<typeof callSchema>) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'big' ? 'x'.repeat(500) : call.method })
        if (!Array.isArray(body)) return void res.end(JSON.stringify(answer(callSchema.parse(body))))
        if (mode === 'refuses batches') return void res.writeHead(400).end(JSON.stringify({ error: 'batch requests are not supported' }))
        const answers = body.map((call) => answer(callSchema.parse(call)))
        res.end(JSON.stringify(mode === 'drops the last' ? answers.slice(0, -1) : answers.reverse()))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    connection = createNodeConnection(`http://127.0.0.1:${(node.address() as { port: number }).port}`)
  })

  afterEach(() => {
    calls = []
    mode = 'batches'
    for (const res of held) res.destroy()
    held.clear()
  })

  afterAll(async () => {
    await connection.close()
    await new Promise((resolve) => node.close(resolve))
  })

  const request = (id: string | number | null | undefined, method: string) => ({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method })
  const answerOf = (text: string) => z.object({ id: z.unknown(), result: z.string() }).parse(JSON.parse(text))

  it('sends requests that arrive together as one batch, each answered under its own id', async () => {
    const send = createUpstreamBatcher(connection, { maxSize: 20, maxResponseBytes: 1_000 })
    const answers = await Promise.all([send(request('a', 'eth_chainId'), { timeoutMs: 2_000 }), send(request(7, 'eth_blockNumber'), { timeoutMs: 2_000 }), send(request(null, 'net_version'), { timeoutMs: 2_000 })])
    expect(answers.map(answerOf)).toEqual([
      { id: 'a', result: 'eth_chainId' },
      { id: 7, result: 'eth_blockNumber' },
      { id: null, result: 'net_version' },
    ])
    expect(calls).toHaveLength(1)
    expect(z.array(callSchema).parse(calls[0]).map((call) => call.id)).toEqual([0, 1, 2])
  })

  it('sends at most maxSize a batch, and a lone request or a notification as it is', async () => {
    const send = createUpstreamBatcher(connection, { maxSize: 2, maxResponseBytes: 1_000 })
    await Promise.all([1, 2, 3].map((id) => send(request(id, 'eth_chainId'), { timeoutMs: 2_000 })))
    expect(calls.map((call) => (Array.isArray(call) ? call.length : 'alone'))).toEqual([2, 'alone'])
    calls = []
    await send(request(undefined, 'eth_chainId'), { timeoutMs: 2_000 })
    expect(calls).toEqual([{ jsonrpc: '2.0', method: 'eth_chainId' }])
  })

  it('sends each request alone, from then on, to a node that refuses batches', async () => {
    mode = 'refuses batches'
    const send = createUpstreamBatcher(connection, { maxSize: 20, maxResponseBytes: 1_000 })
    const together = () => Promise.all([send(request(1, 'eth_chainId'), { timeoutMs: 2_000 }), send(request(2, 'eth_blockNumber'), { timeoutMs: 2_000 })])
    expect((await together()).map(answerOf).map((answer) => answer.result)).toEqual(['eth_chainId', 'eth_blockNumber'])
    expect(calls.filter(Array.isArray)).toHaveLength(1)
    calls = []
    await together()
    expect(calls.filter(Array.isArray)).toHaveLength(0)
  })

  it('fails the request the answer left out and answers the rest', async () => {
    mode = 'drops the last'
    const send = createUpstreamBatcher(connection, { maxSize: 20, maxResponseBytes: 1_000 })
    const [kept, dropped] = await Promise.allSettled([send(request(1, 'eth_chainId'), { timeoutMs: 2_000 }), send(request(2, 'eth_blockNumber'), { timeoutMs: 2_000 })])
    expect(kept.status === 'fulfilled' && answerOf(kept.value)).toEqual({ id: 1, result: 'eth_chainId' })
    expect(dropped).toMatchObject({ status: 'rejected', reason: { message: "the node's batch answer left this request out" } })
  })

  it('sends a batch whose answer is over its bound again request by request, so only the one too big fails', async () => {
    const send = createUpstreamBatcher(connection, { maxSize: 20, maxResponseBytes: 100 })
    const [big, small] = await Promise.allSettled([send(request(1, 'big'), { timeoutMs: 2_000 }), send(request(2, 'eth_chainId'), { timeoutMs: 2_000 })])
    expect(big).toMatchObject({ status: 'rejected', reason: expect.any(AnswerTooLargeError) })
    expect(small.status === 'fulfilled' && answerOf(small.value)).toEqual({ id: 2, result: 'eth_chainId' })
    expect(calls.map((call) => (Array.isArray(call) ? call.length : 'alone'))).toEqual([2, 'alone', 'alone'])
  })

  it('answers a client that went away at once, and stops the batch when all of its clients have gone', async () => {
    mode = 'holds'
    const send = createUpstreamBatcher(connection, { maxSize: 20, maxResponseBytes: 1_000 })
    const cancels: (() => void)[] = []
    const hook: CancelHook = (cancel) => void cancels.push(cancel)
    const first = send(request(1, 'eth_chainId'), { timeoutMs: 5_000, onCancel: hook })
    const second = send(request(2, 'eth_chainId'), { timeoutMs: 5_000, onCancel: hook })
    await expect.poll(() => held.size).toBe(1)
    const [heldAnswer] = held
    cancels[0]?.()
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    expect(heldAnswer?.destroyed).toBe(false)
    cancels[1]?.()
    await expect(second).rejects.toMatchObject({ name: 'AbortError' })
    await expect.poll(() => heldAnswer?.destroyed).toBe(true)
  })
})
