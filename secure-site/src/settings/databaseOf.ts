import type { DatabaseSettings } from './secureSiteSettings'

/**
 * Where the store lives from the database settings: PostgreSQL at `url` (tried `connectAttempts`
 * times at start), else PGlite in memory when `memory` is set, else PGlite in `dataDir`.
 * @example const { url, dataDir } = databaseOf(settings.database)
 */
export function databaseOf({ url, dataDir, memory, connectAttempts }: DatabaseSettings): { url?: string; dataDir?: string; connectAttempts?: number } {
  return url ? { url, connectAttempts } : memory ? {} : { dataDir }
}
