import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
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
  const client = dataDir ? new PGlite(dataDir) : new PGlite()
  const db = drizzlePglite(client)
  try {
    await migratePglite(db, MIGRATIONS)
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, kind: 'pglite', close: () => client.close() }
}
