import { openMigratedDatabase, STARTUP_CONNECT_RETRY, type MigratedDatabase, type MigratedDb } from '@portico/server/db'
import { fileURLToPath } from 'node:url'
import { logLine } from '../logLine'

/** The drizzle handle the store queries: the same API on PGlite and on PostgreSQL. */
export type SecureSiteDb = MigratedDb

export type SecureSiteDatabase = MigratedDatabase

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))
/** Instances starting together take this advisory lock to migrate: each migration runs once. */
const MIGRATION_LOCK_KEY = 7_263_921_028

export interface SecureSiteDatabaseOptions {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** Tries to reach PostgreSQL before giving up (a log line per retry); one by default. */
  connectAttempts?: number | undefined
}

/**
 * PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (in memory when neither is set), migrated,
 * opened as Portico Server opens its own (`@portico/server/db`).
 * @example const { db, close } = await openSecureSiteDatabase({ databaseUrl: process.env.DATABASE_URL })
 */
export async function openSecureSiteDatabase({ databaseUrl, dataDir, connectAttempts = 1 }: SecureSiteDatabaseOptions): Promise<SecureSiteDatabase> {
  return openMigratedDatabase({
    databaseUrl,
    dataDir,
    connectRetry: { ...STARTUP_CONNECT_RETRY, attempts: connectAttempts, onRetry: (retry) => logLine('warn', 'database not reachable yet, retrying', retry) },
    name: 'secure-site',
    migrationsFolder: MIGRATIONS_FOLDER,
    // Its own history table, so a database shared with Portico Server keeps both histories apart.
    migrationsTable: '__secure_site_migrations',
    lockKey: MIGRATION_LOCK_KEY,
  })
}
