import type { SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from './database'

/**
 * Runs raw SQL and parses its rows; both drivers answer `{ rows }`, typed `unknown` by drizzle.
 *
 * @example
 * const rows = await queryRows(db, sql`select 1 as one`, z.object({ one: z.number() }))
 */
export async function queryRows<T extends z.ZodType>(db: Database, query: SQL, row: T): Promise<z.infer<T>[]> {
  const result = await db.execute(query)
  return z.object({ rows: z.array(row) }).parse(result).rows
}
