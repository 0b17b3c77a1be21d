import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The drizzle handle every area queries: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>

/** Where the data lives: a PostgreSQL URL, else PGlite in `dataDir` (in memory when neither is set). */
export interface DatabaseConfig {
  databaseUrl?: string
  dataDir?: string
}

/** An open, migrated database. */
export interface PorticoDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a query (readiness). */
  ping: () => Promise<void>
  close: () => Promise<void>
}
