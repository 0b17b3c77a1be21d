import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/database'
import type { ServerMetrics } from '../metrics/createMetrics'
import { cacheEntries } from './schema'

/** A cache in the database, so every instance sees what one has fetched. */
export interface ServerCache {
  /** The value under `key` if it has not expired and still parses, else undefined. */
  get: <T extends z.ZodType>(area: string, key: string, schema: T) => Promise<z.infer<T> | undefined>
  set: (key: string, value: unknown, ttlMs: number) => Promise<void>
  /** Drops expired entries (run now and then; reads ignore them anyway). */
  sweep: () => Promise<void>
}

export function createCache(db: Database, metrics: ServerMetrics): ServerCache {
  return {
    async get(area, key, schema) {
      const rows = await db.select({ value: cacheEntries.value }).from(cacheEntries).where(and(eq(cacheEntries.key, key), gt(cacheEntries.expiresAt, sql`now()`)))
      const parsed = rows[0] ? schema.safeParse(rows[0].value) : undefined
      metrics.cacheLookups.inc({ area, result: parsed?.success ? 'hit' : 'miss' })
      return parsed?.success ? parsed.data : undefined
    },
    async set(key, value, ttlMs) {
      const expiresAt = sql`now() + ${ttlMs} * interval '1 millisecond'`
      await db.insert(cacheEntries).values({ key, value, expiresAt }).onConflictDoUpdate({ target: cacheEntries.key, set: { value, expiresAt } })
    },
    async sweep() {
      await db.delete(cacheEntries).where(lt(cacheEntries.expiresAt, sql`now()`))
    },
  }
}
