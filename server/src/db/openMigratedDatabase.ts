import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { createHash, randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// Shared by Portico Server and the secure site (`@portico/server/db`): it imports no other file of
// the server, so the secure site takes this module alone.

/** The drizzle handle a store queries: the same API on PGlite and on PostgreSQL. */
export type MigratedDb = PgDatabase<PgQueryResultHKT>

export interface MigratedDatabaseOptions {
  /** PostgreSQL (several instances); without it PGlite in `dataDir` (one instance), else PGlite in memory. */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** Names the in-memory template in the temp folder: `portico-<name>-pglite-<hash>.tar.gz`. */
  name: string
  /** drizzle-kit's output: the SQL files and `meta/_journal.json`. */
  migrationsFolder: string
  /** Its own history table (in the `drizzle` schema), so two products can share one database. */
  migrationsTable?: string
  /** The advisory lock instances starting together take to migrate: each migration runs once. */
  lockKey: number
  /** Where the in-memory template is kept; the temp folder by default. */
  templateDir?: string
  /** How long to wait for PostgreSQL to accept a connection (a database starting beside the instance); one attempt by default. */
  connectRetry?: ConnectRetry
}

/** Attempts to reach PostgreSQL, with a delay doubling from `firstDelayMs` up to `maxDelayMs` between them. */
export interface ConnectRetry {
  attempts: number
  firstDelayMs: number
  maxDelayMs: number
  /** Called before each wait (a log line): the attempt that failed, the wait, and why (an error code, never the URL's password). */
  onRetry?: (retry: { attempt: number; attempts: number; delayMs: number; reason: string }) => void
}

/** The waits between the backends' attempts at start: 0.5 s doubling to 8 s (8 attempts: about 30 s); their number is a setting. */
export const STARTUP_CONNECT_RETRY: Omit<ConnectRetry, 'attempts' | 'onRetry'> = { firstDelayMs: 500, maxDelayMs: 8_000 }

/** PostgreSQL not reachable yet (refused, unresolved, timed out, starting up): worth another try; a refused password is not. */
const TRANSIENT_CONNECT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', '57P03'])

/** The error's code (`ECONNREFUSED`, `28P01`), or 'timeout' for pg's connection timeout. */
function connectFailureReason(error: unknown): string {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') return code
  return error instanceof Error && /timeout/i.test(error.message) ? 'timeout' : error instanceof Error ? error.message : String(error)
}

/** Where a connection string points, without its user or password. */
const hostOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  return `${url.hostname}:${url.port || '5432'}`
}

/** The pool's first connection, retried while PostgreSQL is not reachable; a one-line error naming the host when it never is. */
async function connectWithRetry(pool: pg.Pool, databaseUrl: string, retry: ConnectRetry | undefined): Promise<pg.PoolClient> {
  const attempts = retry?.attempts ?? 1
  const started = Date.now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect()
    } catch (error) {
      const reason = connectFailureReason(error)
      const transient = TRANSIENT_CONNECT_CODES.has(reason) || reason === 'timeout'
      if (!transient || attempt >= attempts || !retry) {
        const waited = attempt > 1 ? ` after ${attempt} attempts in ${((Date.now() - started) / 1000).toFixed(1)} s` : ''
        throw new Error(`database: cannot reach ${hostOf(databaseUrl)} (${reason})${waited}`, { cause: error })
      }
      const delayMs = Math.min(retry.firstDelayMs * 2 ** (attempt - 1), retry.maxDelayMs)
      retry.onRetry?.({ attempt, attempts, delayMs, reason })
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}

/** An open, migrated database. */
export interface MigratedDatabase {
  db: MigratedDb
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a query (readiness). */
  ping: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Opens PostgreSQL at `databaseUrl`, else PGlite in `dataDir`, else PGlite in memory, and applies
 * the pending migrations under a PostgreSQL advisory lock. In memory it starts from a migrated
 * empty database dumped in the temp folder once per set of migrations: PGlite's initdb and the
 * migrations cost seconds of CPU, loading the dump a fraction of one.
 * @example const { db, close } = await openMigratedDatabase({ databaseUrl: process.env.DATABASE_URL, name: 'server', migrationsFolder, lockKey: 7_263_921_004 })
 */
export async function openMigratedDatabase(options: MigratedDatabaseOptions): Promise<MigratedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options)
  if (options.dataDir) return openPglite(new PGlite(options.dataDir), options)
  return openMemoryPglite(options)
}

async function openPostgres(databaseUrl: string, { migrationsFolder, migrationsTable, lockKey, connectRetry }: MigratedDatabaseOptions): Promise<MigratedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', () => undefined)
  try {
    // The lock is per connection: one client holds it through the lock, the migration and the unlock.
    const client = await connectWithRetry(pool, databaseUrl, connectRetry)
    try {
      await client.query('select pg_advisory_lock($1)', [lockKey])
      try {
        await migratePg(drizzlePg(client), { migrationsFolder, ...(migrationsTable ? { migrationsTable } : {}) })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockKey])
      }
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  const db: MigratedDb = drizzlePg(pool)
  return { db, kind: 'postgres', ping: () => ping(db), close: () => pool.end() }
}

async function openPglite(client: PGlite, { migrationsFolder, migrationsTable, lockKey }: MigratedDatabaseOptions): Promise<MigratedDatabase> {
  const pgliteDb = drizzlePglite(client)
  try {
    // One process per data folder, yet the same lock keeps one migration path for both stores.
    await client.query('select pg_advisory_lock($1)', [lockKey])
    await migratePglite(pgliteDb, { migrationsFolder, ...(migrationsTable ? { migrationsTable } : {}) })
    await client.query('select pg_advisory_unlock($1)', [lockKey])
  } catch (error) {
    await client.close()
    throw error
  }
  const db: MigratedDb = pgliteDb
  return { db, kind: 'pglite', ping: () => ping(db), close: () => client.close() }
}

async function openMemoryPglite(options: MigratedDatabaseOptions): Promise<MigratedDatabase> {
  const journal = await readFile(join(options.migrationsFolder, 'meta', '_journal.json'))
  const template = join(options.templateDir ?? tmpdir(), `portico-${options.name}-pglite-${createHash('sha256').update(journal).digest('hex').slice(0, 16)}.tar.gz`)
  const dump = await readFile(template).catch(() => undefined)
  if (dump) return openPglite(new PGlite({ loadDataDir: new Blob([dump]) }), options)
  const client = new PGlite()
  const database = await openPglite(client, options)
  // Written aside then renamed: instances starting together never read half a file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
  await rename(partial, template)
  return database
}

async function ping(db: MigratedDb): Promise<void> {
  await db.execute(sql`select 1`)
}

// What a log may say of a failed query (never its parameters), for every store opened here.
export { serializeError, type LoggedError } from '../http/serializeError'
