import { sql } from 'drizzle-orm'
import type { RateLimitConfig } from '../config/configSchema'
import type { Database } from '../db/database'
import { rateLimitCounters } from './schema'

/** One quota a request counts against: a project's, or a client's within a project. */
export interface RateLimitCheck {
  key: string
  limit: RateLimitConfig
}

/** The outcome of counting one request. */
export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window that refused resets (the `Retry-After` of a 429). */
  retryAfterSeconds: number
}

/** Quotas decided in memory, shared with the other instances through the database in batches. */
export interface RateLimiter {
  /** Counts a request against every check, or against none when one of them is used up. */
  consume: (checks: readonly RateLimitCheck[], nowMs: number) => RateLimitResult
  /** Adds what this instance counted since the last sync to the shared counters and reads back what every instance counted. */
  sync: () => Promise<void>
}

interface WindowCount {
  key: string
  windowStart: number
  endsAt: number
  /** Requests this instance let through in the window. */
  own: number
  /** Of `own`, those not yet added to the shared counter. */
  unsynced: number
  /** Requests the other instances let through, as of the last sync. */
  others: number
}

/** Rows one upsert carries (3 parameters a row, well under PostgreSQL's 65,535). */
const SYNC_ROWS_PER_STATEMENT = 5_000

/** Adds each count's unsynced requests to its shared row and learns the other instances' share from the total. */
async function syncCounts(db: Database, windows: Map<string, WindowCount>, counts: WindowCount[]): Promise<void> {
  const taken = counts.map((count) => ({ count, delta: count.unsynced }))
  for (const { count } of taken) count.unsynced = 0
  try {
    const rows = await db
      .insert(rateLimitCounters)
      .values(taken.map(({ count, delta }) => ({ projectId: count.key, windowStart: count.windowStart, count: delta })))
      .onConflictDoUpdate({ target: [rateLimitCounters.projectId, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + excluded.count` } })
      .returning({ key: rateLimitCounters.projectId, windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    for (const row of rows) {
      const count = windows.get(`${row.key}\u0000${row.windowStart}`)
      // The row holds every instance's requests and this one's up to the moment of taking.
      if (count) count.others = Math.max(0, row.count - (count.own - count.unsynced))
    }
  } catch (error) {
    for (const { count, delta } of taken) count.unsynced += delta
    throw error
  }
}

const windowStartOf = (limit: RateLimitConfig, nowMs: number) => Math.floor(nowMs / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000

export interface RateLimiterOptions {
  /**
   * Quotas read back at every sync even before this instance counts against them (the projects'),
   * so an instance that just joined knows what the others used. A client's quota is read once the
   * client comes.
   */
  alwaysSynced?: readonly RateLimitCheck[]
}

/**
 * Rate limits without a database round trip per request: each instance decides from its own count
 * plus the others' as of the last `sync` (every second or so), and a sync adds its own count to the
 * shared row of each (key, window) in one statement. The tolerance: between two syncs each instance
 * may let through what remains of a quota, so N instances admit at most N times a limit in one
 * window, and in practice the limit plus what N-1 instances admit in one sync interval. When the
 * database is down, decisions go on from memory and the counts wait for the next sync that works.
 *
 * @example
 * const limiter = createRateLimiter(db, { alwaysSynced: [{ key: 'p1', limit }] })
 * limiter.consume([{ key: 'p1', limit: { requests: 600, windowSeconds: 60 } }], Date.now()).allowed
 */
export function createRateLimiter(db: Database, { alwaysSynced = [] }: RateLimiterOptions = {}): RateLimiter {
  const windows = new Map<string, WindowCount>()
  const countOf = (check: RateLimitCheck, nowMs: number): WindowCount => {
    const windowStart = windowStartOf(check.limit, nowMs)
    const id = `${check.key}\u0000${windowStart}`
    let count = windows.get(id)
    if (!count) {
      count = { key: check.key, windowStart, endsAt: windowStart + check.limit.windowSeconds * 1000, own: 0, unsynced: 0, others: 0 }
      windows.set(id, count)
    }
    return count
  }
  return {
    consume(checks, nowMs) {
      const counts = checks.map((check) => countOf(check, nowMs))
      const full = counts.find((count, index) => count.own + count.others >= checks[index]!.limit.requests)
      if (full) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((full.endsAt - nowMs) / 1000)) }
      for (const count of counts) {
        count.own += 1
        count.unsynced += 1
      }
      return { allowed: true, retryAfterSeconds: 0 }
    },
    async sync() {
      const nowMs = Date.now()
      for (const check of alwaysSynced) countOf(check, nowMs)
      // A window that ended with nothing left to add is of no more use.
      for (const [id, count] of windows) if (count.unsynced === 0 && count.endsAt <= nowMs) windows.delete(id)
      const counts = [...windows.values()]
      for (let start = 0; start < counts.length; start += SYNC_ROWS_PER_STATEMENT) await syncCounts(db, windows, counts.slice(start, start + SYNC_ROWS_PER_STATEMENT))
    },
  }
}
