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

/** Fixed-window counters (cooldowns, recovery releases, nonces per client): every instance counts in one place. */
export const secureSiteCounters = pgTable('secure_site_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
})

/** One-time codes as keyed hashes, with their expiry and the wrong guesses they still allow. */
export const secureSiteCodes = pgTable('secure_site_codes', {
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  attemptsLeft: integer('attempts_left').notNull(),
})

/** Short-lived records (approval links, email changes, Farcaster nonces) until they expire or are used. */
export const secureSitePending = pgTable(
  'secure_site_pending',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('secure_site_pending_expires').on(table.expiresAt)],
)

/** The audit log: appended to, never updated or deleted from (a trigger refuses both). No code, secret or share. */
export const secureSiteAuditLog = pgTable(
  'secure_site_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: bigint('at', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    userId: text('user_id'),
    deviceId: text('device_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean>>().notNull(),
  },
  (table) => [index('secure_site_audit_log_user').on(table.userId, table.at)],
)
