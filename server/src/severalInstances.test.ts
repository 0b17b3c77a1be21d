import { readFile } from 'node:fs/promises'
import { balanceResponseSchema, transactionHistoryResponseSchema } from '@portico/contracts'
import pg from 'pg'
import { createWalletClient, http, parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HOSTED_ANALYTICS_BATCH } from '../../contracts/src/testing/hosted/hostedAnalytics'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../toolchain/processes/startPostgres'
import { MIGRATIONS_FOLDER } from './db/migrationsFolder'
import { startPorticoServer, type PorticoServer } from './startPorticoServer'

const HOLDER = ANVIL_DEV_ADDRESSES[2] as Address

// CI installs Debian's postgresql (.ci/run); a machine without it skips this file, saying so.
describe.skipIf(!postgresInstalled())('two instances on one PostgreSQL', () => {
  let postgres: PostgresInstance
  let anvil: AnvilInstance
  let a: PorticoServer
  let b: PorticoServer
  let sql: pg.Client

  const send = async (ether: string) => {
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]), transport: http(anvil.rpcUrl), chain: anvilChain })
    await waitForTransactionReceipt(wallet, { hash: await wallet.sendTransaction({ to: HOLDER, value: parseEther(ether) }) })
  }

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ port: 0, chainId: 31337 })])
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    await send('1')
    await send('2')
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent' as const,
      historyPageSize: 1,
      database: { url: postgres.url },
      chains: [{ id: 'eip155:31337', rpcUrl: anvil.rpcUrl, history: { kind: 'otterscan' as const } }],
      projects: [
        { id: 'p1', allowedOrigins: ['*'] },
        // A day's window, so no window ends in the middle of the test.
        { id: 'shared', allowedOrigins: ['*'], rateLimit: { requests: 6, windowSeconds: 86_400 } },
        { id: 'burst', allowedOrigins: ['*'], rateLimit: { requests: 5, windowSeconds: 86_400 } },
      ],
    }
    // Started together: both migrate at once, under the advisory lock.
    ;[a, b] = await Promise.all([startPorticoServer(config), startPorticoServer(config)])
    sql = new pg.Client({ connectionString: postgres.url })
    await sql.connect()
  }, 120_000)

  afterAll(async () => {
    await sql?.end()
    await Promise.all([a?.stop(), b?.stop()])
    await Promise.all([postgres?.stop(), anvil?.stop()])
  })

  it('runs each migration once though both instances started at the same moment', async () => {
    const journal = z.object({ entries: z.array(z.unknown()) }).parse(JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')))
    const { rows } = await sql.query('select count(*)::int as count from drizzle.__drizzle_migrations')
    expect(z.array(z.object({ count: z.number() })).parse(rows)[0]?.count).toBe(journal.entries.length)
  })

  it("shares the cache: one instance's balance is the other's cached answer until forceUpdate", async () => {
    const balance = async (server: PorticoServer, force = '') =>
      balanceResponseSchema.parse(await (await fetch(`${server.url}/v1/account/${HOLDER}/balance?projectId=p1&chainId=eip155:31337${force}`)).json()).balances[0]?.quantity.numeric
    expect(await balance(a)).toBe('10003')
    await send('4')
    expect(await balance(b)).toBe('10003')
    expect(await balance(b, '&forceUpdate=true')).toBe('10007')
  })

  it("pages history across instances: one's cursor is the other's next page", async () => {
    const page = async (server: PorticoServer, cursor?: string) =>
      transactionHistoryResponseSchema.parse(await (await fetch(`${server.url}/v1/account/${HOLDER}/history?projectId=p1&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`)).json())
    const first = await page(a)
    const second = await page(b, first.next ?? undefined)
    const third = await page(a, second.next ?? undefined)
    expect([first, second, third].map((entry) => entry.data[0]?.transfers?.[0]?.quantity.numeric)).toEqual(['4', '2', '1'])
    expect(third.next).toBeNull()
  })

  const statusesOf = async (server: PorticoServer, projectId: string, count: number) => {
    const statuses = []
    for (let index = 0; index < count; index += 1) statuses.push((await fetch(`${server.url}/v1/supported-chains?projectId=${projectId}`)).status)
    return statuses
  }
  const sharedCount = async (key: string) => z.array(z.object({ count: z.number() })).parse((await sql.query('select count from rate_limit_counters where project_id = $1', [key])).rows)[0]?.count

  it("shares the rate limit: once synced, an instance refuses what the other used", async () => {
    expect(await statusesOf(a, 'shared', 4)).toEqual([200, 200, 200, 200])
    await a.flush()
    await b.flush()
    expect(await sharedCount('shared')).toBe(4)
    expect(await statusesOf(b, 'shared', 4)).toEqual([200, 200, 429, 429])
    await b.flush()
    await a.flush()
    expect(await statusesOf(a, 'shared', 1)).toEqual([429])
  })

  it('keeps to the stated tolerance: between syncs two instances admit at most twice the limit, and none once synced', async () => {
    const admitted = [...(await statusesOf(a, 'burst', 6)), ...(await statusesOf(b, 'burst', 6))].filter((status) => status === 200).length
    expect(admitted).toBeGreaterThanOrEqual(5)
    expect(admitted).toBeLessThanOrEqual(10)
    await a.flush()
    await b.flush()
    expect(await sharedCount('burst')).toBe(admitted)
    expect([...(await statusesOf(a, 'burst', 1)), ...(await statusesOf(b, 'burst', 1))]).toEqual([429, 429])
  })

  it('stores analytics events in the shared database', async () => {
    const response = await fetch(`${b.url}/batch?projectId=p1`, { method: 'POST', headers: { origin: 'https://dapp.example' }, body: JSON.stringify(HOSTED_ANALYTICS_BATCH) })
    expect(response.status).toBe(202)
    await b.flush()
    const { rows } = await sql.query("select project_id, origin, event->>'eventId' as event_id from analytics_events")
    expect(rows).toEqual([{ project_id: 'p1', origin: 'https://dapp.example', event_id: HOSTED_ANALYTICS_BATCH[0].eventId }])
  })
})
