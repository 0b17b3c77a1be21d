import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PG_BIN = '/usr/lib/postgresql/15/bin'

/** A throwaway PostgreSQL cluster for a test: its URL, and stop() that removes it. */
export interface TestPostgres {
  url: string
  stop: () => void
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

/**
 * Starts Debian's PostgreSQL 15 in a temporary folder on a free port, as the `postgres` user
 * (Postgres refuses root), trusting local connections; for tests of several server instances on
 * one database.
 * @example const postgres = await startTestPostgres(); ...; postgres.stop()
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  chownSync(folder, uid, uid)
  const asPostgres = (args: string[]) => {
    const run = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr || run.stdout}`)
  }
  const data = join(folder, 'data')
  const port = await freePort()
  asPostgres([`${PG_BIN}/initdb`, '-D', data, '-A', 'trust', '-U', 'postgres'])
  asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`, '-l', join(folder, 'log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
