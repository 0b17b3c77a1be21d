import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { createHash, randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/** The drizzle handle the store queries: the same API on PGlite and on PostgreSQL. */
export type SecureSiteDb = PgDatabase<PgQueryResultHKT>

export interface SecureSiteDatabase {
  db: SecureSiteDb
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))
// Its own history table, so a database shared with Portico Server keeps both histories apart.
const MIGRATIONS = { migrationsFolder: MIGRATIONS_FOLDER, migrationsTable: '__secure_site_migrations' }
/** Instances starting together take this advisory lock to migrate: each migration runs once. */
const MIGRATION_LOCK_KEY = 7_263_921_028

/**
 * PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (in memory when neither is set), migrated.
 * @example const { db, close } = await openSecureSiteDatabase({ databaseUrl: process.env.DATABASE_URL })
 */
export async function openSecureSiteDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir?: string }): Promise<SecureSiteDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
    pool.on('error', () => undefined)
    try {
      // The lock is per connection: one client holds it through the migration.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        try {
          await migratePg(drizzlePg(client), MIGRATIONS)
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: drizzlePg(pool), kind: 'postgres', close: () => pool.end() }
  }
  if (dataDir) return openPglite(new PGlite(dataDir))
  return openMemoryPglite()
}

async function openPglite(client: PGlite): Promise<SecureSiteDatabase> {
  const db = drizzlePglite(client)
  try {
    await migratePglite(db, MIGRATIONS)
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, kind: 'pglite', close: () => client.close() }
}

/**
 * In memory, from a migrated empty database kept in the temp folder (one per set of migrations):
 * PGlite's initdb costs seconds of CPU, loading its dump a fraction of one.
 */
async function openMemoryPglite(): Promise<SecureSiteDatabase> {
  const journal = await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))
  const template = join(tmpdir(), `portico-secure-site-pglite-${createHash('sha256').update(journal).digest('hex').slice(0, 16)}.tar.gz`)
  const dump = await readFile(template).catch(() => undefined)
  if (dump) return openPglite(new PGlite({ loadDataDir: new Blob([dump]) }))
  const client = new PGlite()
  const database = await openPglite(client)
  // Written aside then renamed: instances starting together never read half a file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
  await rename(partial, template)
  return database
}
