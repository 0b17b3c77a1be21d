// `npm run bench:server`: Portico Server under load on this machine. `/health` (the floor: no
// project check), supported chains, a cached balance (native and three tokens) and the RPC proxy's
// `eth_blockNumber`, beside the node's own `eth_blockNumber` (the proxy's reference), at 10 and 100
// keep-alive connections (autocannon), against one instance on PGlite, one on PostgreSQL, one of two
// workers on PostgreSQL and two on one PostgreSQL behind nginx; then an outage walk behind nginx (an
// instance killed, PostgreSQL crashed and brought back, under load). Each instance is a process of
// its own (`npm run server`), the chain an anvil with the sandbox's tokens and pools; the RPC proxy
// on PGlite is profiled in a run of its own (`--cpu-prof`). Writes bench/server-results.json and
// renders the Figures section of docs/server.md and the sizing table of docs/operators.md from it.
import autocannon from 'autocannon'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { porticoServerConfig } from '../sandbox/scripts/porticoServerConfig'
import { startEngineChains } from '../server/src/testing/startEngineChains'
import { nginxBalancerConfig } from '../toolchain/processes/nginxBalancerConfig'
import { startNginx } from '../toolchain/processes/startNginx'
import { outageWalk, type OutageWalkCall } from '../toolchain/load/outageWalk'
import { ANVIL_DEV_ADDRESSES, findFreePort } from '../toolchain/processes/anvil'
import { startPostgres, type PostgresInstance } from '../toolchain/processes/startPostgres'
import { processCpuMs } from '../toolchain/processes/processCpu'
import { startServerProcess, type ServerProcess } from '../toolchain/processes/startServerProcess'
import { summariseCpuProfile } from './cpuProfile'
import { SERVER_RESULTS_PATH, writeServerFigures, type ServerBenchCall, type ServerBenchResults, type ServerBenchRow } from './serverFigures'

const CONNECTIONS = [10, 100] as const
const SECONDS_PER_CELL = 5
/** The one-instance-of-several setup: one process per core of this machine. */
const WORKERS = 2
const OUTAGE_PHASE_SECONDS = 4
const BLOCK_NUMBER = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })

/** What each call asks, relative to the server's URL (the node's is its own URL). */
const CALLS: Record<Exclude<ServerBenchCall, 'node'>, { path: string; body?: string }> = {
  health: { path: '/health' },
  'supported chains': { path: '/v1/supported-chains?projectId=bench' },
  'cached balance': { path: `/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=bench&currency=usd&chainId=eip155:31337` },
  'RPC proxy': { path: '/v1/?chainId=eip155:31337&projectId=bench', body: BLOCK_NUMBER },
}

type Cell = Omit<ServerBenchRow, 'setup' | 'call'>

/**
 * One cell: `connections` keep-alive connections for SECONDS_PER_CELL; exact p50/p95 of the 200s,
 * the rest counted as errors; with `pids`, the CPU those processes (and their workers) spent per request.
 */
async function measure(url: string, connections: number, body?: string, pids: readonly number[] = []): Promise<Cell> {
  const cpuBefore = pids.length > 0 ? processCpuMs(pids) : undefined
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: SECONDS_PER_CELL, ...(body ? { method: 'POST', body, headers: { 'content-type': 'application/json' } } : {}) },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime)
      else errors += 1
    })
  })
  const cpuAfter = cpuBefore === undefined ? undefined : processCpuMs(pids)
  const sorted = latencies.sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? { serverCpuUs: Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total) } : {}
  return { connections, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), requestsPerSecond: Math.round(result.requests.total / result.duration), errors: errors + result.errors + result.timeouts, ...cpu }
}

const round = (ms: number) => Math.round(ms * 10) / 10

/** Every call against one URL (an instance, or the balancer in front of two); `instances` are whose CPU is read. */
async function measureSetup(setup: string, url: string, instances: readonly ServerProcess[], rpcUrl: string): Promise<ServerBenchRow[]> {
  const pids = instances.flatMap((instance) => (instance.process.pid === undefined ? [] : [instance.process.pid]))
  const rows: ServerBenchRow[] = []
  // Warm: the first balance fills the cache, as in a running deployment.
  await fetch(`${url}${CALLS['cached balance'].path}`).then((response) => response.arrayBuffer())
  for (const connections of CONNECTIONS) {
    // The proxy's reference beside its cells: the node's own rate moved by a quarter between runs.
    const node: ServerBenchRow = { setup, call: 'node', ...(await measure(rpcUrl, connections, BLOCK_NUMBER)) }
    console.log(`${setup}, the node itself, ${connections} connections: ${node.requestsPerSecond} req/s`)
    rows.push(node)
    for (const [call, { path, body }] of Object.entries(CALLS) as [Exclude<ServerBenchCall, 'node'>, { path: string; body?: string }][]) {
      const row: ServerBenchRow = { setup, call, ...(await measure(`${url}${path}`, connections, body, pids)) }
      console.log(`${setup}, ${call}, ${connections} connections: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, ${row.errors} errors`)
      rows.push(row)
    }
  }
  return rows
}

/** The calls of the outage walk: the three that need no stored data, and a name lookup that does. */
const OUTAGE_CALLS: readonly OutageWalkCall[] = [
  { name: 'supported chains', path: CALLS['supported chains'].path, needsDatabase: false },
  { name: 'cached balance', path: CALLS['cached balance'].path, needsDatabase: false },
  { name: 'RPC proxy', path: CALLS['RPC proxy'].path, method: 'POST', body: BLOCK_NUMBER, headers: { 'content-type': 'application/json' }, needsDatabase: false },
  { name: 'name lookup', path: '/v1/profile/account/nobody.reown.id?projectId=bench&apiVersion=2', needsDatabase: true },
]

/** Kills the first instance, crashes PostgreSQL, starts it again, then the instance, under load through the balancer. */
async function walkOutage(url: string, pair: ServerProcess[], firstConfig: string, postgres: PostgresInstance) {
  return outageWalk({
    url,
    calls: OUTAGE_CALLS,
    connections: 10,
    phaseSeconds: OUTAGE_PHASE_SECONDS,
    actions: {
      killInstance: async () => pair[0]?.kill(),
      stopDatabase: () => postgres.crash(),
      startDatabase: () => postgres.restart(),
      restartInstance: async () => {
        pair[0] = await startServerProcess(firstConfig)
      },
    },
  })
}

/**
 * The call short of its aim under `--cpu-prof`, in a run of its own (the profiler slows what it
 * watches, so no measured cell runs under it): the RPC proxy at 10 connections on the PGlite instance.
 */
async function profileProxy(configFile: string, profiles: string): Promise<ServerBenchResults['profile']> {
  const instance = await startServerProcess(configFile, ['--cpu-prof', `--cpu-prof-dir=${profiles}`])
  try {
    await measure(`${instance.url}${CALLS['RPC proxy'].path}`, 10, CALLS['RPC proxy'].body)
  } finally {
    await instance.stop()
  }
  const [file] = readdirSync(profiles)
  return file ? { of: `the PGlite instance answering the RPC proxy at 10 connections, the last ${SECONDS_PER_CELL} s of the profile (the load, and the instance's stop)`, ...summariseCpuProfile(join(profiles, file), 8, SECONDS_PER_CELL) } : undefined
}

async function main(): Promise<void> {
  const started = Date.now()
  const loadBefore = loadavg()[0] ?? 0
  const dir = mkdtempSync(join(tmpdir(), 'portico-server-bench-'))
  const local = await startEngineChains(1)
  const postgres = await startPostgres()
  const rows: ServerBenchRow[] = []
  let profile: ServerBenchResults['profile']
  let outage: ServerBenchResults['outage']
  try {
    const rpcUrl = local.chains[0]?.rpcUrl ?? ''
    const config = porticoServerConfig({ ...local, port: 0, project: { id: 'bench', allowedOrigins: ['*'] } })
    // Quotas the bench never reaches: it measures the server, not its 429s.
    const projects = [{ id: 'bench', allowedOrigins: ['*'], rateLimit: { requests: 100_000_000, windowSeconds: 60 }, clientRateLimit: { requests: 100_000_000, windowSeconds: 60 } }]
    const write = (name: string, database: object, extra: object = {}) => {
      const file = join(dir, `${name}.json`)
      writeFileSync(file, JSON.stringify({ ...config, logLevel: 'warn', projects, database, ...extra }))
      return file
    }
    const pgliteConfig = write('pglite', { dataDir: join(dir, 'pglite') })
    const pglite = await startServerProcess(pgliteConfig)
    try {
      rows.push(...(await measureSetup('PGlite, 1 instance', pglite.url, [pglite], rpcUrl)))
    } finally {
      await pglite.stop()
    }
    profile = await profileProxy(pgliteConfig, join(dir, 'profiles'))
    const onPostgres = write('postgres', { url: postgres.url })
    const single = await startServerProcess(onPostgres)
    try {
      rows.push(...(await measureSetup('PostgreSQL, 1 instance', single.url, [single], rpcUrl)))
    } finally {
      await single.stop()
    }
    const workers = await startServerProcess(write('workers', { url: postgres.url }, { workers: WORKERS }))
    try {
      rows.push(...(await measureSetup(`PostgreSQL, 1 instance of ${WORKERS} workers`, workers.url, [workers], rpcUrl)))
    } finally {
      await workers.stop()
    }
    // Fixed ports, so the instance the outage kills comes back where nginx sends it.
    const behind = [await findFreePort(), await findFreePort()].map((port, index) => write(`behind-${index}`, { url: postgres.url }, { port, trustProxy: { header: 'x-forwarded-for', hops: 1 } }))
    const pair: ServerProcess[] = []
    for (const file of behind) pair.push(await startServerProcess(file))
    const balancer = await startNginx(nginxBalancerConfig(pair.map((instance) => new URL(instance.url).host)))
    try {
      const setup = 'PostgreSQL, 2 instances behind nginx'
      rows.push(...(await measureSetup(setup, balancer.url, pair, rpcUrl)))
      outage = { setup, ...(await walkOutage(balancer.url, pair, behind[0] ?? '', postgres)) }
    } finally {
      await balancer.stop()
      await Promise.all(pair.map((instance) => instance.stop()))
    }
  } finally {
    await postgres.stop()
    await local.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const results: ServerBenchResults = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadBefore: Math.round(loadBefore * 100) / 100, loadAfter: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
    secondsPerCell: SECONDS_PER_CELL,
    balanceTokens: 3,
    rows,
    ...(profile ? { profile } : {}),
    ...(outage ? { outage } : {}),
  }
  writeFileSync(SERVER_RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`)
  writeServerFigures(results)
  console.log(`load ${results.machine.loadBefore} before, ${results.machine.loadAfter} after; bench:server in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

await main()
