import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Answers kept for a while (balances for 30 s, prices, identity), shared by every instance. */
export const cacheEntries = pgTable('cache_entries', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
