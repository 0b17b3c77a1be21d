import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/database'
import type { ServerMetrics } from '../metrics/createMetrics'
import { cacheEntries } from './schema'

/** A cache in the database, so every instance sees what one has fetched, with this instance's recent entries in memory. */
export interface ServerCache {
  /** The value under `key` if it has not expired and still parses, else undefined. */
  get: <T extends z.ZodType>(area: string, key: string, schema: T) => Promise<z.infer<T> | undefined>
  set: (key: string, value: unknown, ttlMs: number) => Promise<void>
  /**
   * The value under `key`, else what `load` gives, stored for `ttlMs`. Concurrent misses of one key
   * share one load, so an entry expiring under load costs one upstream read, not one per request.
   */
  getOrLoad: <T extends z.ZodType>(area: string, key: string, schema: T, ttlMs: number, load: () => Promise<z.infer<T>>) => Promise<z.infer<T>>
  /** Drops expired entries (run now and then; reads ignore them anyway). */
  sweep: () => Promise<void>
}

/** Entries an instance keeps in memory; the oldest go first. */
export const MEMORY_CACHE_ENTRIES = 10_000

interface MemoryEntry {
  value: unknown
  expiresAt: number
  /** Written by this instance's code, or already read through its schema: a hit needs no parse. */
  checked: boolean
}

/**
 * The shared cache behind a per-instance memory of its recent entries: a hit in memory costs no
 * query, and while the database is away a read is a miss (or a memory hit) and a write stays in
 * memory, so routes that only cache keep answering. An entry lives in memory no longer than in the
 * database; another instance's newer write is seen once this one's copy expires.
 */
export function createCache(db: Database, metrics: ServerMetrics, { memoryEntries = MEMORY_CACHE_ENTRIES }: { memoryEntries?: number } = {}): ServerCache {
  const memory = new Map<string, MemoryEntry>()
  const remember = (key: string, value: unknown, expiresAt: number, checked: boolean) => {
    memory.delete(key)
    memory.set(key, { value, expiresAt, checked })
    if (memory.size > memoryEntries) memory.delete(memory.keys().next().value as string)
  }
  const fromMemory = (key: string): MemoryEntry | undefined => {
    const entry = memory.get(key)
    if (!entry || entry.expiresAt > Date.now()) return entry
    memory.delete(key)
    return undefined
  }
  const fromDatabase = async (key: string): Promise<MemoryEntry | undefined> => {
    try {
      const [row] = await db.select({ value: cacheEntries.value, expiresAt: cacheEntries.expiresAt }).from(cacheEntries).where(and(eq(cacheEntries.key, key), gt(cacheEntries.expiresAt, sql`now()`)))
      if (!row) return undefined
      remember(key, row.value, row.expiresAt.getTime(), false)
      return memory.get(key)
    } catch {
      metrics.cacheLookups.inc({ area: 'database', result: 'unavailable' })
      return undefined
    }
  }
  const loading = new Map<string, Promise<unknown>>()
  const get: ServerCache['get'] = async (area, key, schema) => {
    const entry = fromMemory(key) ?? (await fromDatabase(key))
    if (entry?.checked) {
      metrics.cacheLookups.inc({ area, result: 'hit' })
      return entry.value as z.infer<typeof schema>
    }
    // What another instance wrote (or an older version of this code) is parsed once, then trusted in memory.
    const parsed = entry ? schema.safeParse(entry.value) : undefined
    if (entry && parsed?.success) Object.assign(entry, { value: parsed.data, checked: true })
    metrics.cacheLookups.inc({ area, result: parsed?.success ? 'hit' : 'miss' })
    return parsed?.success ? parsed.data : undefined
  }
  const set: ServerCache['set'] = async (key, value, ttlMs) => {
    remember(key, value, Date.now() + ttlMs, true)
    const expiresAt = sql`now() + ${ttlMs} * interval '1 millisecond'`
    // Kept in memory when the database is away; other instances read it afresh instead.
    await db
      .insert(cacheEntries)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: cacheEntries.key, set: { value, expiresAt } })
      .catch(() => metrics.cacheLookups.inc({ area: 'database', result: 'unwritten' }))
  }
  return {
    get,
    set,
    async getOrLoad(area, key, schema, ttlMs, load) {
      const cached = await get(area, key, schema)
      if (cached !== undefined) return cached
      let pending = loading.get(key)
      if (!pending) {
        pending = load()
          .then(async (value) => {
            await set(key, value, ttlMs)
            return value
          })
          .finally(() => loading.delete(key))
        loading.set(key, pending)
      }
      return pending as Promise<z.infer<typeof schema>>
    },
    async sweep() {
      for (const [key, entry] of memory) if (entry.expiresAt <= Date.now()) memory.delete(key)
      await db.delete(cacheEntries).where(lt(cacheEntries.expiresAt, sql`now()`))
    },
  }
}
