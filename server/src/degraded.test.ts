import { createServer, type Server, type Socket } from 'node:net'
import { balanceResponseSchema } from '@portico/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startAnvil, ANVIL_DEV_ADDRESSES, type AnvilInstance } from '../../toolchain/processes/anvil'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { createDatabase } from './db/createDatabase'
import type { PorticoDatabase } from './db/database'
import { UNREACHABLE_CHAINS_HEADER } from './http/unreachableChainsHeader'
import { startPorticoServer, type PorticoServer } from './startPorticoServer'

// Partial failure, overload and a database that goes away: what still answers, and how the rest is refused.
const HOLDER = ANVIL_DEV_ADDRESSES[0]
const hostedErrorSchema = z.object({ status: z.literal('FAILED'), reasons: z.array(z.object({ field: z.string(), description: z.string() })).length(1) })

describe('Portico Server degraded', () => {
  let anvil: AnvilInstance
  let silentNode: Server
  const silentSockets = new Set<Socket>()
  let database: PorticoDatabase
  let server: PorticoServer

  beforeAll(async () => {
    // A node that takes connections and never answers: a chain that is down.
    silentNode = createServer((socket) => {
      silentSockets.add(socket)
      socket.on('close', () => silentSockets.delete(socket))
    })
    await new Promise<void>((resolve) => silentNode.listen(0, '127.0.0.1', resolve))
    ;[anvil, database] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), createDatabase({})])
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    server = await startPorticoServer(
      {
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
        upstreamTimeoutMs: 1_000,
        concurrency: { perInstance: 100, perProject: 2 },
        chains: [
          { id: 'eip155:31337', rpcUrl: anvil.rpcUrl },
          { id: 'eip155:999', rpcUrl: `http://127.0.0.1:${(silentNode.address() as { port: number }).port}` },
        ],
        projects: [{ id: 'p1', allowedOrigins: ['*'] }],
      },
      { database: Promise.resolve(database) },
    )
  }, 120_000)

  afterAll(async () => {
    await server?.stop().catch(() => undefined)
    for (const socket of silentSockets) socket.destroy()
    await new Promise((resolve) => silentNode?.close(resolve))
    await anvil?.stop()
  })

  const balance = (query: string, init: RequestInit = {}) => fetch(`${server.url}/v1/account/${HOLDER}/balance?projectId=p1${query}`, init)
  const rpc = (chainId: string, init: RequestInit = {}) =>
    fetch(`${server.url}/v1/?chainId=${chainId}&projectId=p1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), ...init })

  it('answers a balance across chains from the chains that answer, naming the one that does not; the down chain alone is a 503 within its timeout', async () => {
    const across = await balance('')
    expect(across.status).toBe(200)
    expect(across.headers.get(UNREACHABLE_CHAINS_HEADER)).toBe('eip155:999')
    expect(balanceResponseSchema.parse(await across.json()).balances.map((item) => item.chainId)).toContain('eip155:31337')
    const started = performance.now()
    const down = await balance('&chainId=eip155:999')
    expect(performance.now() - started).toBeLessThan(2_000)
    expect([down.status, hostedErrorSchema.parse(await down.json()).reasons[0]?.field]).toEqual([503, 'unreachable'])
  })

  it("refuses a project's request past its bound at once with 503 and Retry-After, and a client that leaves frees its slot", async () => {
    const leaving = [new AbortController(), new AbortController()]
    const held = leaving.map((controller) => rpc('eip155:999', { signal: controller.signal }).catch(() => undefined))
    // Both slots are taken once a third request is refused.
    await expect.poll(async () => (await rpc('eip155:31337')).status, { interval: 20 }).toBe(503)
    const started = performance.now()
    const refused = await rpc('eip155:31337')
    expect(performance.now() - started).toBeLessThan(500)
    expect([refused.status, refused.headers.get('retry-after'), hostedErrorSchema.parse(await refused.json()).reasons[0]?.field]).toEqual([503, '1', 'overloaded'])
    for (const controller of leaving) controller.abort()
    await Promise.all(held)
    // Long before the 1 s upstream timeout, the abandoned calls stopped and their slots are free.
    const freedWithin = performance.now()
    await expect.poll(async () => (await rpc('eip155:31337')).status, { interval: 20 }).toBe(200)
    expect(performance.now() - freedWithin).toBeLessThan(900)
  })

  it('with the database away, answers what needs no stored data and refuses the rest with 503 and Retry-After', async () => {
    expect((await balance('&chainId=eip155:31337')).status).toBe(200)
    await database.close()
    expect((await fetch(`${server.url}/v1/supported-chains?projectId=p1`)).status).toBe(200)
    expect(await (await rpc('eip155:31337')).json()).toMatchObject({ result: '0x7a69' })
    expect((await balance('&chainId=eip155:31337')).status).toBe(200)
    const names = await fetch(`${server.url}/v1/profile/account/alice.reown.id?projectId=p1&apiVersion=2`)
    expect([names.status, names.headers.get('retry-after'), hostedErrorSchema.parse(await names.json()).reasons[0]?.field]).toEqual([503, '5', 'database'])
    const batch = await fetch(`${server.url}/batch?projectId=p1`, { method: 'POST', headers: { origin: 'https://dapp.example' }, body: JSON.stringify([{ eventId: 'e1', timestamp: 1, props: {} }]) })
    expect(batch.status).toBe(202)
    const ready = z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }).parse(await (await fetch(`${server.url}/ready`)).json())
    expect(ready.status).toBe('degraded')
    expect(ready.checks.database).not.toBe('ok')
  })
})
