import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitCounters } from './schema'

/** The outcome of counting one request against a project's window. */
export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window resets (the `Retry-After` of a 429). */
  retryAfterSeconds: number
}

/**
 * Counts one request in the project's current fixed window, atomically in the database (one upsert),
 * so instances behind a balancer share the quota.
 *
 * @example
 * const { allowed, retryAfterSeconds } = await consumeRateLimit(db, 'p1', { requests: 100, windowSeconds: 60 }, Date.now())
 */
export async function consumeRateLimit(db: Database, projectId: string, limit: { requests: number; windowSeconds: number }, nowMs: number): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = Math.floor(nowMs / windowMs) * windowMs
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ projectId, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.projectId, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count })
  const count = row?.count ?? 1
  return { allowed: count <= limit.requests, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)) }
}
