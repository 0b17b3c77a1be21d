import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Analytics events as the modal sends them in `POST /batch`, one row an event. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id').notNull(),
    origin: text('origin'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    event: jsonb('event').notNull(),
  },
  (table) => [index('analytics_events_project_received').on(table.projectId, table.receivedAt)],
)
