import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findFreePort } from './anvil'

const run = promisify(execFile)

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql`; .ci/run installs it). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

export interface PostgresInstance {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string
  stop: () => Promise<void>
  /** Stops the server at once, dropping every connection mid-query (`pg_ctl -m immediate`), as a crash does; the data stays. */
  crash: () => Promise<void>
  /** Starts the server again on the same port and data after crash(). */
  restart: () => Promise<void>
}

/** Whether PostgreSQL's server binaries are installed here. */
export const postgresInstalled = () => existsSync(join(POSTGRES_BIN, 'initdb'))

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free port: initdb + pg_ctl, as the
 * `postgres` user when run as root (Postgres refuses root). `stop` shuts it down and deletes it.
 * @example
 * const pg = await startPostgres()
 * // ... DATABASE_URL=pg.url
 * await pg.stop()
 */
export async function startPostgres(): Promise<PostgresInstance> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'))
  const port = await findFreePort()
  const asRoot = process.getuid?.() === 0
  const pgRun = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, command), ...args]) : run(join(POSTGRES_BIN, command), args))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const data = join(dir, 'data')
  await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const start = () => pgRun('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    },
    restart: async () => {
      await start()
    },
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
