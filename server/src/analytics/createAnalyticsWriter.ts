import { lt } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { ServerMetrics } from '../metrics/createMetrics'
import { analyticsEvents } from './schema'

/** One event to store, already checked. */
export interface AnalyticsRow {
  projectId: string
  origin: string | null
  event: Record<string, unknown>
}

/** Analytics events written in the background, so `/batch` answers without waiting on the database. */
export interface AnalyticsWriter {
  /** Queues rows; past `maxBuffered` the oldest are dropped (and counted). */
  add: (rows: readonly AnalyticsRow[]) => void
  /** Writes what is queued; what the database cannot take now stays queued. */
  flush: () => Promise<void>
  /** Deletes events older than the retention period. */
  sweep: (nowMs: number) => Promise<void>
}

export interface AnalyticsWriterOptions {
  db: Database
  metrics: ServerMetrics
  retentionDays: number
  /** Events held while the database is away. */
  maxBuffered: number
}

/**
 * Buffers events and writes them in batches. A batch the database refuses (one event it cannot
 * store among good ones) is written one event at a time, so only the bad one is lost; a database
 * that is down keeps the buffer until it is back, up to `maxBuffered` events.
 * @example const writer = createAnalyticsWriter({ db, metrics, retentionDays: 30, maxBuffered: 10_000 })
 */
export function createAnalyticsWriter({ db, metrics, retentionDays, maxBuffered }: AnalyticsWriterOptions): AnalyticsWriter {
  let queued: AnalyticsRow[] = []
  let flushing: Promise<void> | undefined
  const insert = (rows: AnalyticsRow[]) => db.insert(analyticsEvents).values(rows)
  const writeOneByOne = async (rows: AnalyticsRow[]) => {
    for (const [index, row] of rows.entries()) {
      try {
        await insert([row])
      } catch (error) {
        if (!(await databaseAnswers(db))) {
          queued = [...rows.slice(index), ...queued]
          throw error
        }
        metrics.analyticsDropped.inc({ reason: 'refused' })
      }
    }
  }
  const write = async () => {
    const rows = queued
    queued = []
    if (rows.length === 0) return
    try {
      await insert(rows)
    } catch {
      await writeOneByOne(rows)
    }
  }
  return {
    add(rows) {
      queued.push(...rows)
      const over = queued.length - maxBuffered
      if (over > 0) {
        queued.splice(0, over)
        metrics.analyticsDropped.inc({ reason: 'buffer_full' }, over)
      }
    },
    flush() {
      flushing ??= write().finally(() => (flushing = undefined))
      return flushing
    },
    async sweep(nowMs) {
      await db.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, new Date(nowMs - retentionDays * 86_400_000)))
    },
  }
}

/** Whether a failed insert was the database being away rather than the row being refused. */
async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.select({ id: analyticsEvents.id }).from(analyticsEvents).limit(0)
    return true
  } catch {
    return false
  }
}
