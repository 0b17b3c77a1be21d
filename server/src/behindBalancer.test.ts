import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { OUTAGE_PHASES, outageWalk, type OutagePhase } from '../../toolchain/load/outageWalk'
import { ANVIL_DEV_ADDRESSES, findFreePort, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { nginxBalancerConfig } from '../../toolchain/processes/nginxBalancerConfig'
import { nginxInstalled, startNginx, type NginxInstance } from '../../toolchain/processes/startNginx'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../toolchain/processes/startPostgres'
import { startServerProcess, type ServerProcess } from '../../toolchain/processes/startServerProcess'

// Two instances, each a process of its own on one PostgreSQL, behind Debian's nginx with the
// balancer config docs/server.md gives; one instance is killed (SIGKILL) in the middle of the load,
// then PostgreSQL crashes and comes back. CI installs nginx and postgresql (.ci/run); a machine
// without them skips this file, saying so.
const PATHS = ['/v1/supported-chains?projectId=p1', `/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=p1&chainId=eip155:31337`, '/health']

describe.skipIf(!postgresInstalled() || !nginxInstalled())('two instances behind nginx', () => {
  let postgres: PostgresInstance
  let anvil: AnvilInstance
  const instances: ServerProcess[] = []
  let balancer: NginxInstance
  let dir: string
  const configFiles: string[] = []

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-balancer-'))
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ port: 0, chainId: 31337 })])
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      database: { url: postgres.url },
      trustProxy: { header: 'x-forwarded-for', hops: 1 },
      chains: [{ id: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      projects: [{ id: 'p1', allowedOrigins: ['*'], rateLimit: { requests: 1_000_000, windowSeconds: 60 }, clientRateLimit: { requests: 1_000_000, windowSeconds: 60 } }],
    }
    // Fixed ports, so a killed instance comes back where nginx sends it.
    for (const [index, port] of [await findFreePort(), await findFreePort()].entries()) {
      configFiles[index] = join(dir, `portico-${index}.json`)
      await writeFile(configFiles[index], JSON.stringify({ ...config, port }))
    }
    // One first, so the migrations run once; the second finds them applied.
    for (const file of configFiles) instances.push(await startServerProcess(file))
    balancer = await startNginx(nginxBalancerConfig(instances.map((instance) => new URL(instance.url).host)))
  }, 180_000)

  afterAll(async () => {
    await balancer?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await Promise.all([postgres?.stop(), anvil?.stop()])
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('answers every idempotent call while one instance dies under load, JSON-RPC POSTs in flight included', async () => {
    const statuses = new Map<number, number>()
    let answered = 0
    let killed = false
    const rpcBurst: Promise<number>[] = []
    const rpcStatus = async () => {
      const response = await fetch(`${balancer.url}/v1/?chainId=eip155:31337&projectId=p1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }) })
      await response.arrayBuffer()
      return response.status
    }
    const deadline = Date.now() + 6_000
    const client = async (index: number) => {
      for (let call = index; Date.now() < deadline; call += 1) {
        const response = await fetch(`${balancer.url}${PATHS[call % PATHS.length]}`)
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        answered += 1
        // A third of the way in, the first instance dies with requests in flight, a burst of JSON-RPC POSTs among them.
        if (!killed && answered === 300) {
          killed = true
          rpcBurst.push(...Array.from({ length: 64 }, () => rpcStatus()))
          setTimeout(() => void instances[0]?.kill(), 1)
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, (_, index) => client(index)))
    expect(killed).toBe(true)
    expect(answered).toBeGreaterThan(300)
    expect([...statuses.keys()]).toEqual([200])
    // nginx sends a POST again on its location's `non_idempotent`: none of the burst fails.
    expect(new Set(await Promise.all(rpcBurst))).toEqual(new Set([200]))
  })

  it('keeps answering through an instance killed and PostgreSQL crashed: what needs no stored data 200, the rest 503 with Retry-After, then all of it back', async () => {
    const retryAfter = new Map<string, number>()
    const walk = await outageWalk({
      url: balancer.url,
      connections: 8,
      phaseSeconds: 3,
      calls: [
        ...PATHS.map((path) => ({ name: path, path, needsDatabase: false })),
        { name: 'rpc', path: '/v1/?chainId=eip155:31337&projectId=p1', method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), headers: { 'content-type': 'application/json' }, needsDatabase: false },
        { name: 'name', path: '/v1/profile/account/nobody.reown.id?projectId=p1&apiVersion=2', needsDatabase: true },
      ],
      actions: {
        killInstance: () => instances[0]?.kill() ?? Promise.resolve(),
        stopDatabase: async () => {
          await postgres.crash()
          const refused = await fetch(`${balancer.url}/v1/profile/account/nobody.reown.id?projectId=p1&apiVersion=2`)
          retryAfter.set(String(refused.status), Number(refused.headers.get('retry-after')))
        },
        startDatabase: () => postgres.restart(),
        restartInstance: async () => {
          instances[0] = await startServerProcess(configFiles[0] ?? '')
        },
      },
    })
    const answersOf = (call: string, phase: OutagePhase) => walk.counts.find((count) => count.call === call && count.phase === phase)?.answers ?? {}
    for (const phase of OUTAGE_PHASES) {
      // An idempotent call never fails at the balancer: nginx tries the other instance, a JSON-RPC proxy POST too.
      for (const call of [...PATHS, 'rpc']) expect(Object.keys(answersOf(call, phase)), `${call} ${phase}`).toEqual(['200'])
    }
    expect(Object.keys(answersOf('name', 'database down')).sort()).toEqual(expect.arrayContaining(['503']))
    expect(Object.keys(answersOf('name', 'database down')).filter((status) => status !== '200' && status !== '503')).toEqual([])
    expect(retryAfter.get('503')).toBe(5)
    expect(walk.databaseRecoveryMs).toBeDefined()
    expect(answersOf('name', 'database back')['200']).toBeGreaterThan(0)
  }, 60_000)
})
