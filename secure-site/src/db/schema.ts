import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UserRecord } from '../auth/authStore'

/** Users, keyed by id, with the columns each way in is looked up by; the record (shares sealed) as JSON. */
export const secureSiteUsers = pgTable(
  'secure_site_users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    farcasterFid: integer('farcaster_fid'),
    record: jsonb('record').$type<UserRecord>().notNull(),
  },
  (table) => [
    uniqueIndex('secure_site_users_email').on(table.email),
    uniqueIndex('secure_site_users_social').on(table.socialProvider, table.socialSubject),
    uniqueIndex('secure_site_users_farcaster').on(table.farcasterFid),
  ],
)

/** Signed-in sessions, so every instance knows them; a user's go with it. */
export const secureSiteSessions = pgTable(
  'secure_site_sessions',
  {
    sid: text('sid').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => secureSiteUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('secure_site_sessions_user').on(table.userId)],
)
