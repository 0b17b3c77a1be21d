import { lt } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitCounters } from './schema'

/** Counters older than a day never count again; drop them. */
export async function pruneRateLimits(db: Database, nowMs: number): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, nowMs - 86_400_000))
}
