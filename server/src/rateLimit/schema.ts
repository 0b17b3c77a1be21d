import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * Requests counted per quota and fixed window, so instances behind one balancer share a quota. The
 * `project_id` column holds the quota's key: a project id, or `<project id>|<client address>`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    projectId: text('project_id').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.windowStart] })],
)
