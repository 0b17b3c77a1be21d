import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Database, DatabaseConfig, PorticoDatabase } from './database'
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER } from './migrationsFolder'

/**
 * Opens the database and applies pending migrations under a Postgres advisory lock.
 *
 * @example
 * const { db, close } = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' })
 */
export async function createDatabase(config: DatabaseConfig): Promise<PorticoDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir)
}

async function openPostgres(databaseUrl: string): Promise<PorticoDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', () => undefined)
  try {
    // The lock is per connection: hold one client for the lock, the migration and the unlock.
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER })
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
  const db: Database = drizzlePg(pool)
  return { db, kind: 'postgres', ping: () => pingDatabase(db), close: () => pool.end() }
}

async function openPglite(dataDir: string | undefined): Promise<PorticoDatabase> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite()
  const pgliteDb = drizzlePglite(client)
  try {
    // One process per data folder, yet the same lock keeps the one migration path for both stores.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER })
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  } catch (error) {
    await client.close()
    throw error
  }
  const db: Database = pgliteDb
  return { db, kind: 'pglite', ping: () => pingDatabase(db), close: () => client.close() }
}

async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
