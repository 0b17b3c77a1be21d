import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnswerTooLargeError, createNodeConnection, type NodeConnection } from './createNodeConnection'

// A node of its own: each request's path says how it answers.
describe('createNodeConnection post', () => {
  let node: Server
  let connection: NodeConnection
  const held = new Set<ServerResponse>()
  const closedRequests: string[] = []

  beforeAll(async () => {
    node = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const { method } = JSON.parse(body) as { method: string }
        if (method === 'hang') {
          held.add(res)
          res.on('close', () => closedRequests.push(method))
          return
        }
        if (method === 'fail') return void res.writeHead(500).end('no')
        if (method === 'huge') return void res.end('x'.repeat(10_000))
        res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: body }))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    connection = createNodeConnection(`http://127.0.0.1:${(node.address() as { port: number }).port}/rpc`)
  })

  afterAll(async () => {
    for (const res of held) res.destroy()
    await connection.close()
    await new Promise((resolve) => node.close(resolve))
  })

  const call = (method: string, options: Partial<Parameters<NodeConnection['post']>[1]> = {}) => connection.post(JSON.stringify({ method }), { maxBytes: 1_000, timeoutMs: 2_000, ...options })

  it("reads the node's answer as text", async () => {
    expect(JSON.parse(await call('eth_chainId'))).toEqual({ jsonrpc: '2.0', id: 1, result: '{"method":"eth_chainId"}' })
  })

  it('fails on an error status and on an answer over the bound, and the connection serves the next call', async () => {
    await expect(call('fail')).rejects.toThrow('node answered 500')
    await expect(call('huge')).rejects.toBeInstanceOf(AnswerTooLargeError)
    expect(await call('eth_chainId')).toContain('eth_chainId')
  })

  it('fails with a TimeoutError at its deadline', async () => {
    const started = performance.now()
    await expect(call('hang', { timeoutMs: 150 })).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it('stops when cancelled: the node sees the request closed', async () => {
    let cancel = () => {}
    const answer = call('hang', { onCancel: (stop) => (cancel = stop) })
    await expect.poll(() => held.size).toBeGreaterThanOrEqual(2)
    const closedBefore = closedRequests.length
    cancel()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    await expect.poll(() => closedRequests.length).toBe(closedBefore + 1)
  })
})
