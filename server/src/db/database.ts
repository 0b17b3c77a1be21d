import type { ConnectRetry, MigratedDatabase, MigratedDb } from './openMigratedDatabase'

/** The drizzle handle every area queries: the same API on PGlite and on PostgreSQL. */
export type Database = MigratedDb

/** Where the data lives: a PostgreSQL URL, else PGlite in `dataDir` (in memory when neither is set). */
export interface DatabaseConfig {
  databaseUrl?: string
  dataDir?: string
  /** How long to wait for PostgreSQL at start (the command's STARTUP_CONNECT_RETRY); one attempt by default. */
  connectRetry?: ConnectRetry
}

/** An open, migrated database. */
export type PorticoDatabase = MigratedDatabase
