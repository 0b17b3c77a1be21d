import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { nginxBalancerConfig } from '../../toolchain/processes/nginxBalancerConfig'
import { nginxInstalled, startNginx, type NginxInstance } from '../../toolchain/processes/startNginx'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../toolchain/processes/startPostgres'
import { startServerProcess, type ServerProcess } from '../../toolchain/processes/startServerProcess'

// Two instances, each a process of its own on one PostgreSQL, behind Debian's nginx with the
// balancer config docs/server.md gives; one instance is killed (SIGKILL) in the middle of the load.
// CI installs nginx and postgresql (.ci/run); a machine without them skips this file, saying so.
const PATHS = ['/v1/supported-chains?projectId=p1', `/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=p1&chainId=eip155:31337`, '/health']

describe.skipIf(!postgresInstalled() || !nginxInstalled())('two instances behind nginx', () => {
  let postgres: PostgresInstance
  let anvil: AnvilInstance
  let instances: ServerProcess[] = []
  let balancer: NginxInstance
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-balancer-'))
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ port: 0, chainId: 31337 })])
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    const configFile = join(dir, 'portico.json')
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      database: { url: postgres.url },
      trustProxy: { header: 'x-forwarded-for', hops: 1 },
      chains: [{ id: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      projects: [{ id: 'p1', allowedOrigins: ['*'], rateLimit: { requests: 1_000_000, windowSeconds: 60 }, clientRateLimit: { requests: 1_000_000, windowSeconds: 60 } }],
    }
    await writeFile(configFile, JSON.stringify(config))
    // One first, so the migrations run once; the second finds them applied.
    instances = [await startServerProcess(configFile)]
    instances.push(await startServerProcess(configFile))
    balancer = await startNginx(nginxBalancerConfig(instances.map((instance) => new URL(instance.url).host)))
  }, 180_000)

  afterAll(async () => {
    await balancer?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await Promise.all([postgres?.stop(), anvil?.stop()])
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('answers every idempotent call while one instance dies under load', async () => {
    const statuses = new Map<number, number>()
    let answered = 0
    let killed = false
    const deadline = Date.now() + 6_000
    const client = async (index: number) => {
      for (let call = index; Date.now() < deadline; call += 1) {
        const response = await fetch(`${balancer.url}${PATHS[call % PATHS.length]}`)
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        answered += 1
        // A third of the way in, the first instance dies with requests in flight.
        if (!killed && answered === 300) {
          killed = true
          void instances[0]?.kill()
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, (_, index) => client(index)))
    expect(killed).toBe(true)
    expect(answered).toBeGreaterThan(300)
    expect([...statuses.keys()]).toEqual([200])
  })
})
