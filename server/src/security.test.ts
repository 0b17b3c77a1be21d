import { fileURLToPath } from 'node:url'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HOSTED_ANALYTICS_BATCH } from '../../contracts/src/testing/hosted/hostedAnalytics'
import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { analyticsEvents } from './analytics/schema'
import { createDatabase } from './db/createDatabase'
import type { PorticoDatabase } from './db/database'
import { SVG_CONTENT_SECURITY_POLICY } from './http/securityHeaders'
import { startPorticoServer, type PorticoServer } from './startPorticoServer'

// Each attack of the server's threat list (docs/security.md), tried as an attacker would: over HTTP, against a real node.
const CATALOGUE = fileURLToPath(new URL('./testing/catalogue/', import.meta.url))
const DAPP = 'https://dapp.example'
const VICTIM = '0x00000000000000000000000000000000000B0b00' as Address
// anvil's dev account #9: unlocked on the node, so eth_sendTransaction from it would mine.
const UNLOCKED: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const hostedErrorSchema = z.object({ status: z.literal('FAILED'), reasons: z.array(z.object({ field: z.string(), description: z.string() })).length(1) })
const rpcErrorSchema = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.null()]), error: z.object({ code: z.number(), message: z.string() }) })

describe('Portico Server under attack', () => {
  let anvil: AnvilInstance
  let database: PorticoDatabase
  let server: PorticoServer

  beforeAll(async () => {
    ;[anvil, database] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), createDatabase({})])
    server = await startPorticoServer(
      {
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
        chains: [{ id: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
        projects: [
          { id: 'p1', allowedOrigins: [DAPP] },
          { id: 'widened', allowedOrigins: ['*'], rpcMethods: ['evm_snapshot'] },
          { id: 'per-client', allowedOrigins: ['*'], clientRateLimit: { requests: 2, windowSeconds: 86_400 } },
        ],
        trustProxy: { header: 'x-forwarded-for', hops: 1 },
        rpc: { maxBatchSize: 10, maxLogBlockRange: 100 },
        analytics: { maxEventBytes: 2_048, maxEventsPerBatch: 5 },
        catalogue: { file: `${CATALOGUE}wallets.json`, imagesDir: CATALOGUE },
      },
      { database: Promise.resolve(database) },
    )
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await anvil?.stop()
  })

  const post = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  const rpc = (body: unknown, projectId = 'p1') => post(`/v1/?chainId=eip155:31337&projectId=${projectId}`, JSON.stringify(body))
  const node = () => createPublicClient({ transport: http(anvil.rpcUrl) })

  it("forwards no node-admin or node-key method: the victim's balance and the node's blocks are unchanged", async () => {
    const blockBefore = await node().getBlockNumber()
    const refused = [
      { method: 'anvil_setBalance', params: [VICTIM, `0x${parseEther('1000').toString(16)}`] },
      { method: 'eth_sendTransaction', params: [{ from: UNLOCKED, to: VICTIM, value: '0x1' }] },
      { method: 'anvil_impersonateAccount', params: [VICTIM] },
      { method: 'debug_traceTransaction', params: ['0x' + '00'.repeat(32)] },
      { method: 'evm_snapshot', params: [] },
      { method: 'txpool_content', params: [] },
      { method: 'eth_accounts', params: [] },
      { method: 'personal_sign', params: ['0x00', UNLOCKED] },
      { method: 'eth_newFilter', params: [{}] },
    ]
    for (const [index, call] of refused.entries()) {
      const answer = rpcErrorSchema.parse(await (await rpc({ jsonrpc: '2.0', id: index, ...call })).json())
      expect(answer, call.method).toEqual({ jsonrpc: '2.0', id: index, error: { code: -32601, message: `the method ${call.method} does not exist/is not available` } })
    }
    expect(await node().getBalance({ address: VICTIM })).toBe(0n)
    expect(await node().getBlockNumber()).toBe(blockBefore)
    expect(await node().getTransactionCount({ address: UNLOCKED })).toBe(0)
  })

  it('answers the allowed calls of a batch from the node and the refused ones itself', async () => {
    const response = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [VICTIM, '0x1'] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: [VICTIM, 'latest'] },
    ])
    const answers = z.array(z.looseObject({ id: z.number() })).parse(await response.json())
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2, 3])
    expect(answers.find((answer) => answer.id === 1)).toMatchObject({ result: '0x7a69' })
    expect(answers.find((answer) => answer.id === 2)).toMatchObject({ error: { code: -32601 } })
    expect(answers.find((answer) => answer.id === 3)).toMatchObject({ result: '0x0' })
    expect(await node().getBalance({ address: VICTIM })).toBe(0n)
  })

  it('answers concurrent calls, which reach the node together as one batch, each under its own id', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => `client-${index}`)
    const answers = await Promise.all(ids.map(async (id, index) => (await rpc({ jsonrpc: '2.0', id, method: index % 2 ? 'eth_chainId' : 'net_version' })).json()))
    expect(answers).toEqual(ids.map((id, index) => ({ jsonrpc: '2.0', id, result: index % 2 ? '0x7a69' : '31337' })))
  })

  it("forwards what a project's config adds, and only for that project", async () => {
    expect(await (await rpc({ jsonrpc: '2.0', id: 1, method: 'evm_snapshot' }, 'widened')).json()).toMatchObject({ result: expect.stringMatching(/^0x/) })
    expect(await (await rpc({ jsonrpc: '2.0', id: 1, method: 'evm_snapshot' })).json()).toMatchObject({ error: { code: -32601 } })
  })

  it('bounds eth_getLogs to its block range and a batch to its size', async () => {
    const wide = rpcErrorSchema.parse(await (await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0x186a0' }] })).json())
    expect(wide.error).toEqual({ code: -32005, message: 'eth_getLogs spans 100001 blocks; query at most 100 blocks at a time' })
    expect(await (await rpc({ jsonrpc: '2.0', id: 8, method: 'eth_getLogs', params: [{ fromBlock: 'earliest', toBlock: 'latest' }] })).json()).toMatchObject({ result: [] })
    expect(await (await rpc({ jsonrpc: '2.0', id: 9, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0x63' }] })).json()).toMatchObject({ result: [] })
    const tooMany = await rpc(Array.from({ length: 11 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })))
    expect([tooMany.status, hostedErrorSchema.parse(await tooMany.json()).reasons[0]]).toEqual([400, { field: 'body', description: 'Invalid parameter: a batch holds at most 10 requests' }])
  })

  it('refuses a 20 MB body with 413 before reading it, malformed or 20,000-deep JSON with 400 and a path no route answers with 404, each in the hosted shape', async () => {
    const huge = await post('/v1/?chainId=eip155:31337&projectId=p1', new Uint8Array(20 * 1024 * 1024).fill(32))
    expect(huge.status).toBe(413)
    expect(hostedErrorSchema.parse(await huge.json()).reasons[0]).toEqual({ field: 'body', description: `Payload too large: at most ${1024 * 1024} bytes` })
    // Without a Content-Length (chunked), the limit counts the stream as it comes.
    const chunk = new Uint8Array(64 * 1024).fill(32)
    const chunked = await fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=p1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({ pull: (controller) => controller.enqueue(chunk) }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    const malformed = await post('/v1/?chainId=eip155:31337&projectId=p1', '{"jsonrpc":')
    expect([malformed.status, hostedErrorSchema.parse(await malformed.json()).reasons[0]?.field]).toEqual([400, 'body'])
    const deep = await post('/v1/?chainId=eip155:31337&projectId=p1', `${'['.repeat(20_000)}${']'.repeat(20_000)}`)
    expect([deep.status, hostedErrorSchema.parse(await deep.json()).reasons[0]?.description]).toEqual([400, 'Invalid parameter: the body nests deeper than 64 levels'])
    // fungible/price reads its projectId from the body: a bad body is named, not a missing projectId.
    const malformedPrice = await post('/v1/fungible/price', '{"projectId":"p1",')
    expect([malformedPrice.status, hostedErrorSchema.parse(await malformedPrice.json()).reasons[0]]).toEqual([400, { field: 'body', description: 'Invalid parameter: the body is not valid JSON' }])
    const deepPrice = await post('/v1/fungible/price', `{"projectId":"p1","currency":"usd","addresses":["eip155:31337:${VICTIM}"],"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)
    expect([deepPrice.status, hostedErrorSchema.parse(await deepPrice.json()).reasons[0]?.description]).toEqual([400, 'Invalid parameter: the body nests deeper than 64 levels'])
    // A path or method no route answers is refused in the hosted shape too.
    for (const [method, path] of [['GET', '/'], ['PUT', '/v1/?chainId=eip155:31337&projectId=p1']] as const) {
      const unknown = await fetch(`${server.url}${path}`, { method })
      expect([unknown.status, hostedErrorSchema.parse(await unknown.json()).reasons[0]?.field]).toEqual([404, 'path'])
    }
    // Every JSON body is held to the one depth, whichever reader parses it.
    const deepOnramp = await post('/v1/generators/onrampurl?projectId=p1', `{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)
    expect([deepOnramp.status, hostedErrorSchema.parse(await deepOnramp.json()).reasons[0]?.description]).toEqual([400, 'Invalid parameter: the body nests deeper than 64 levels'])
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(metrics).not.toMatch(/portico_upstream_errors_total\{source="eip155:31337"/)
  })

  it('stores analytics only from the project origins, drops an oversized or NUL event and keeps its neighbours', async () => {
    const batch = (events: unknown[], headers: Record<string, string> = { origin: DAPP }) => post('/batch?projectId=p1', JSON.stringify(events), { 'content-type': 'text/plain', ...headers })
    const good = HOSTED_ANALYTICS_BATCH[0]
    expect((await batch([good], {})).status).toBe(403)
    expect((await post('/batch?projectId=p1', JSON.stringify([{ ...good, props: { blob: 'x'.repeat(5 * 1024 * 1024) } }]), { origin: DAPP })).status).toBe(413)
    const nul = { ...good, eventId: 'nul-event', props: { text: 'a\u0000b' } }
    const big = { ...good, eventId: 'big-event', props: { text: 'x'.repeat(4_096) } }
    const kept = { ...good, eventId: 'kept-event' }
    expect((await batch([nul, big, kept])).status).toBe(202)
    const sixMore = Array.from({ length: 6 }, (_, index) => ({ ...good, eventId: `many-${index}` }))
    expect((await batch(sixMore)).status).toBe(202)
    await server.flush()
    const stored = (await database.db.select({ event: analyticsEvents.event }).from(analyticsEvents)).map((row) => z.object({ eventId: z.string() }).parse(row.event).eventId)
    expect(stored).toContain('kept-event')
    expect(stored).not.toContain('nul-event')
    expect(stored).not.toContain('big-event')
    expect(stored.filter((id) => id.startsWith('many-'))).toEqual(['many-0', 'many-1', 'many-2', 'many-3', 'many-4'])
  })

  it("limits each client apart within a project, by the address the trusted proxy reports", async () => {
    const call = (client: string) => fetch(`${server.url}/v1/supported-chains?projectId=per-client`, { headers: { 'x-forwarded-for': `6.6.6.6, ${client}` } }).then((response) => response.status)
    expect([await call('203.0.113.1'), await call('203.0.113.1'), await call('203.0.113.1')]).toEqual([200, 200, 429])
    // What the client writes left of the proxy's entry is not the client's address.
    expect(await call('203.0.113.2')).toBe(200)
    // The JSON-RPC proxy, answered before Hono, counts the same quota the same way.
    const rpcCall = (client: string) =>
      fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=per-client`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.6.6, ${client}` }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
    const limited = [await rpcCall('203.0.113.3'), await rpcCall('203.0.113.3'), await rpcCall('203.0.113.3')]
    expect(limited.map((response) => response.status)).toEqual([200, 200, 429])
    expect(Number(limited[2]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it('serves SVGs with a policy that runs no script, and every answer with nosniff', async () => {
    const image = await fetch(`${server.url}/getWalletImage/img-metamask?projectId=p1`)
    expect(image.headers.get('content-security-policy')).toBe(SVG_CONTENT_SECURITY_POLICY)
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${server.url}/health`)).headers.get('x-content-type-options')).toBe('nosniff')
  })
})
