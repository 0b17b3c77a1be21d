import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../../toolchain/processes/startPostgres'
import { startServerProcess, type ServerProcess } from '../../../toolchain/processes/startServerProcess'
import { applyEnvironment, ConfigError } from '../config/loadConfig'

const PROJECT = { id: 'p1', allowedOrigins: ['*'] }

/** The primary's children: its workers. */
const workerPids = (primary: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A GET on a connection of its own (no keep-alive), so the kernel's next accept picks the worker. */
const statusOf = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    }).once('error', reject)
  })

async function until<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('workers setting', () => {
  it('more than one worker without PostgreSQL is a config problem naming the field; WEB_CONCURRENCY sets it', () => {
    const problems = (() => {
      try {
        applyEnvironment({ projects: [PROJECT] }, { WEB_CONCURRENCY: '2' })
      } catch (error) {
        return error instanceof ConfigError ? error.problems : []
      }
      return []
    })()
    expect(problems).toEqual(['workers: more than one worker needs PostgreSQL (database.url): PGlite belongs to one process'])
    expect(applyEnvironment({ projects: [PROJECT] }, { WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db/portico' }).workers).toBe('auto')
    expect(applyEnvironment({ projects: [PROJECT] }, {}).workers).toBe(1)
  })
})

// Two workers of one `portico-server start` on PostgreSQL: a worker killed is replaced, and a
// SIGTERM to the primary stops every worker gracefully. .ci/run installs postgresql.
describe.skipIf(!postgresInstalled())('portico-server start with two workers', () => {
  let postgres: PostgresInstance
  let server: ServerProcess
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-workers-'))
    postgres = await startPostgres()
    const configFile = join(dir, 'portico.json')
    await writeFile(configFile, JSON.stringify({ port: 0, host: '127.0.0.1', logLevel: 'warn', workers: 2, database: { url: postgres.url }, projects: [PROJECT] }))
    server = await startServerProcess(configFile)
  }, 120_000)

  afterAll(async () => {
    await server?.kill()
    await postgres?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('serves from two processes, replaces a killed one, and stops them all on SIGTERM', async () => {
    expect(server.output()).toMatch(/Portico Server listening at http:\/\/127\.0\.0\.1:\d+ \(2 workers\)/)
    const primary = server.process.pid ?? 0
    const [first, second] = workerPids(primary)
    expect([first, second].every((pid) => pid !== undefined && alive(pid))).toBe(true)
    const chains = `${server.url}/v1/supported-chains?projectId=p1`
    expect(await Promise.all(Array.from({ length: 10 }, () => statusOf(chains)))).toEqual(Array(10).fill(200))

    process.kill(first ?? 0, 'SIGKILL')
    const replacement = await until(() => workerPids(primary).find((pid) => pid !== first && pid !== second), 60_000)
    // The primary's line comes through its stderr pipe, which may trail the fork.
    await until(() => (server.output().includes(`portico-server: worker ${first} exited (SIGKILL); starting another`) ? true : undefined), 10_000)
    // The replacement listens once its database is open; until then the other worker answers every request.
    expect(await Promise.all(Array.from({ length: 10 }, () => statusOf(chains)))).toEqual(Array(10).fill(200))
    expect(workerPids(primary).sort()).toEqual([second, replacement].sort())

    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
    server.process.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect([second, replacement].filter((pid) => pid !== undefined && alive(pid))).toEqual([])
  }, 120_000)
})
