// `npm run bench:server`: Portico Server under load on this machine. A balance call (native and
// three tokens, cached 30 s as in production) and a catalogue call (`/getWallets`, 40 a page), at
// 1, 10 and 100 concurrent clients (autocannon, keep-alive connections), against one instance on
// PGlite, one on PostgreSQL and two on the same PostgreSQL. Each instance is a process of its own
// (`npm run server`), the chain an anvil with the sandbox's tokens and pools. Writes
// bench/server-results.json and renders the Figures section of docs/server.md from it.
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { porticoServerConfig } from '../sandbox/scripts/porticoServerConfig'
import { startEngineChains } from '../server/src/testing/startEngineChains'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { startPostgres } from '../toolchain/processes/startPostgres'
import { SERVER_RESULTS_PATH, writeServerFigures, type ServerBenchResults, type ServerBenchRow } from './serverFigures'

const REPO = fileURLToPath(new URL('../', import.meta.url))
const CATALOGUE = join(REPO, 'server/src/testing/catalogue/')
const CLIENTS = [1, 10, 100] as const
const SECONDS_PER_CELL = 5
const LISTENING = /Portico Server listening at (http:\/\/\S+)/

const ENDPOINTS = {
  balance: `/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=bench&currency=usd&chainId=eip155:31337`,
  catalogue: '/getWallets?projectId=bench&page=1&entries=40',
} as const

/** Starts `npm run server` on a config file; resolves with its URL once it listens. */
function startInstance(configFile: string, env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'server/src/cli.ts'), '--config', configFile], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING.exec(output)
      if (match?.[1]) resolve({ url: match[1], process: child })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
}

async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** One cell: `clients` connections spread over the instances for SECONDS_PER_CELL; exact p50/p95 of every answer. */
async function measure(urls: readonly string[], path: string, clients: number): Promise<Omit<ServerBenchRow, 'storage' | 'instances' | 'endpoint'>> {
  const latencies: number[] = []
  let errors = 0
  const runs = urls.map((url, index) => {
    const connections = Math.max(1, Math.floor(clients / urls.length) + (index < clients % urls.length ? 1 : 0))
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: `${url}${path}`, connections, duration: SECONDS_PER_CELL }, (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)))
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode === 200) latencies.push(responseTime)
        else errors += 1
      })
    })
  })
  const results = await Promise.all(runs)
  const sorted = latencies.sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0)
  const seconds = Math.max(...results.map((result) => result.duration))
  return { clients, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), requestsPerSecond: Math.round(requests / seconds), errors: errors + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0) }
}

const round = (ms: number) => Math.round(ms * 10) / 10

async function main(): Promise<void> {
  const started = Date.now()
  const loadBefore = loadavg()[0] ?? 0
  const dir = mkdtempSync(join(tmpdir(), 'portico-server-bench-'))
  const local = await startEngineChains(1)
  const postgres = await startPostgres()
  const rows: ServerBenchRow[] = []
  try {
    const config = porticoServerConfig({ ...local, port: 0, project: { id: 'bench', allowedOrigins: ['*'] }, catalogue: { file: join(CATALOGUE, 'wallets.json'), imagesDir: CATALOGUE } })
    // A limit the bench never reaches: it measures the server, not its 429s.
    const projects = [{ id: 'bench', allowedOrigins: ['*'], rateLimit: { requests: 100_000_000, windowSeconds: 60 } }]
    const setups = [
      { storage: 'PGlite', instances: 1, database: { dataDir: join(dir, 'pglite') } },
      { storage: 'PostgreSQL', instances: 1, database: { url: postgres.url } },
      { storage: 'PostgreSQL', instances: 2, database: { url: postgres.url } },
    ] as const
    for (const setup of setups) {
      const configFile = join(dir, `${setup.storage}-${setup.instances}.json`)
      writeFileSync(configFile, JSON.stringify({ ...config, projects, database: setup.database }))
      const { NODE_OPTIONS: _loader, ...env } = process.env
      const instances = await Promise.all(Array.from({ length: setup.instances }, () => startInstance(configFile, env)))
      try {
        const urls = instances.map((instance) => instance.url)
        for (const [endpoint, path] of Object.entries(ENDPOINTS)) {
          // Warm: the first balance fills the cache, as in a running deployment.
          for (const url of urls) await fetch(`${url}${path}`).then((response) => response.arrayBuffer())
          for (const clients of CLIENTS) {
            const row = { storage: setup.storage, instances: setup.instances, endpoint, ...(await measure(urls, path, clients)) }
            console.log(`${row.storage} x${row.instances} ${row.endpoint} ${row.clients} clients: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, ${row.requestsPerSecond} req/s, ${row.errors} errors`)
            rows.push(row)
          }
        }
      } finally {
        await Promise.all(instances.map((instance) => stopInstance(instance.process)))
      }
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
    catalogueWallets: 4,
    balanceTokens: 3,
    rows,
  }
  writeFileSync(SERVER_RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`)
  writeServerFigures(results)
  console.log(`load ${results.machine.loadBefore} before, ${results.machine.loadAfter} after; bench:server in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

await main()
