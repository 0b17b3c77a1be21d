import type { DatabaseSettings } from './secureSiteSettings'

/**
 * Where the store lives from the database settings: PostgreSQL at `url`, else PGlite in memory
 * when `memory` is set, else PGlite in `dataDir`.
 * @example const { url, dataDir } = databaseOf(settings.database)
 */
export function databaseOf({ url, dataDir, memory }: DatabaseSettings): { url?: string; dataDir?: string } {
  return url ? { url } : memory ? {} : { dataDir }
}
