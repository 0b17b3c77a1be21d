import type { DatabaseConfig, PorticoDatabase } from './database'
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER } from './migrationsFolder'
import { openMigratedDatabase } from './openMigratedDatabase'

/**
 * Opens the database and applies pending migrations under a Postgres advisory lock.
 *
 * @example
 * const { db, close } = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' })
 */
export async function createDatabase(config: DatabaseConfig): Promise<PorticoDatabase> {
  const { databaseUrl, dataDir, connectRetry } = config
  return openMigratedDatabase({ databaseUrl, dataDir, name: 'server', migrationsFolder: MIGRATIONS_FOLDER, lockKey: MIGRATION_LOCK_KEY, ...(connectRetry ? { connectRetry } : {}) })
}
