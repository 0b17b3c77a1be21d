import { and, asc, count, eq, gt, like, lte, sql, type SQL } from 'drizzle-orm'
import type { AuthStore, SealedShareSlot, SessionRecord, UserRecord } from '../auth/authStore'
import type { SecureSiteDb } from './openSecureSiteDatabase'
import { isUniqueViolation } from './isUniqueViolation'
import { secureSiteAuditLog, secureSiteCodes, secureSiteCounters, secureSitePending, secureSiteSessions, secureSiteUsers } from './schema'

const columnsOf = (user: UserRecord) => ({
  email: user.email ?? null,
  socialProvider: user.social?.provider ?? null,
  socialSubject: user.social?.subject ?? null,
  farcasterFid: user.farcaster?.fid ?? null,
  record: user,
})

// A new user never brings shares: they change only through the one-statement share methods below.
const withoutShares = ({ keyShares: _keyShares, ...user }: UserRecord): UserRecord => user

// The text[] path of a sealed auth share inside the record, for jsonb_set and #>>.
const pathOf = (slot: SealedShareSlot) => {
  const path = slot.kind === 'recovery' ? ['keyShares', 'recovery', 'authShare'] : ['keyShares', 'devices', slot.deviceId]
  return sql`array[${sql.join(
    path.map((part) => sql`${part}`),
    sql`, `,
  )}]::text[]`
}

// A LIKE pattern matching `prefix` literally, whatever it holds.
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * The auth store on PGlite or PostgreSQL: everything every instance must see, each change that
 * races (a counter, a code's attempts, a single-use record, a key share) one atomic statement.
 * @example const store = createDatabaseAuthStore((await openSecureSiteDatabase({})).db)
 */
export function createDatabaseAuthStore(db: SecureSiteDb): AuthStore {
  const firstUser = async (where: SQL | undefined) => (await db.select({ record: secureSiteUsers.record }).from(secureSiteUsers).where(where).limit(1))[0]?.record
  // One statement on the user's row: `record` becomes `next` (where the record has the key `having`), and the record after.
  const updateRecord = async (userId: string, next: SQL, having?: string) =>
    (
      await db
        .update(secureSiteUsers)
        .set({ record: next })
        .where(and(eq(secureSiteUsers.id, userId), having === undefined ? undefined : sql`${secureSiteUsers.record} ? ${having}`))
        .returning({ record: secureSiteUsers.record })
    )[0]?.record
  return {
    getUser: (id) => firstUser(eq(secureSiteUsers.id, id)),
    findUserByEmail: (email) => firstUser(eq(secureSiteUsers.email, email)),
    findUserBySocial: (provider, subject) => firstUser(and(eq(secureSiteUsers.socialProvider, provider), eq(secureSiteUsers.socialSubject, subject))),
    findUserByFarcasterFid: (fid) => firstUser(eq(secureSiteUsers.farcasterFid, fid)),
    createUserIfAbsent: async (user) =>
      // No conflict target: a taken id, email, social account or fid (each a unique index) writes nothing.
      (await db.insert(secureSiteUsers).values({ id: user.id, ...columnsOf(withoutShares(user)) }).onConflictDoNothing().returning({ id: secureSiteUsers.id })).length === 1,
    addDevice: (userId, deviceId) => {
      const devices = sql`${secureSiteUsers.record} -> 'devices'`
      return updateRecord(userId, sql`case when ${devices} ? ${deviceId} then ${secureSiteUsers.record} else jsonb_set(${secureSiteUsers.record}, '{devices}', ${devices} || to_jsonb(${deviceId}::text)) end`)
    },
    setEmail: async (userId, email) => {
      try {
        const changed = await db
          .update(secureSiteUsers)
          .set({ email, record: sql`jsonb_set(${secureSiteUsers.record}, '{email}', to_jsonb(${email}::text))` })
          .where(and(eq(secureSiteUsers.id, userId), sql`${secureSiteUsers.record} ? 'email'`))
          .returning({ id: secureSiteUsers.id })
        return changed.length === 1
      } catch (error) {
        // The email's unique index: another user has it, or took it a moment ago.
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
    setSocialProfile: (userId, { email, userName }) =>
      updateRecord(userId, sql`jsonb_set(${secureSiteUsers.record}, '{social}', (${secureSiteUsers.record} -> 'social') || ${JSON.stringify(userName === undefined ? { email } : { email, userName })}::jsonb)`, 'social'),
    setFarcasterUserName: (userId, userName) => updateRecord(userId, sql`jsonb_set(${secureSiteUsers.record}, '{farcaster,userName}', ${JSON.stringify(userName)}::jsonb)`, 'farcaster'),
    listUsers: async (afterId, limit) =>
      (
        await db
          .select({ record: secureSiteUsers.record })
          .from(secureSiteUsers)
          .where(afterId === undefined ? undefined : gt(secureSiteUsers.id, afterId))
          .orderBy(asc(secureSiteUsers.id))
          .limit(limit)
      ).map((row) => row.record),
    putKeySharesIfAbsent: async (userId, shares) =>
      (
        await db
          .update(secureSiteUsers)
          .set({ record: sql`jsonb_set(${secureSiteUsers.record}, '{keyShares}', ${JSON.stringify(shares)}::jsonb)` })
          .where(and(eq(secureSiteUsers.id, userId), sql`${secureSiteUsers.record} -> 'keyShares' is null`))
          .returning({ id: secureSiteUsers.id })
      ).length === 1,
    setDeviceShare: async (userId, deviceId, sealed) =>
      (
        await db
          .update(secureSiteUsers)
          .set({ record: sql`jsonb_set(${secureSiteUsers.record}, ${pathOf({ kind: 'device', deviceId })}, to_jsonb(${sealed}::text))` })
          .where(and(eq(secureSiteUsers.id, userId), sql`${secureSiteUsers.record} -> 'keyShares' is not null`))
          .returning({ id: secureSiteUsers.id })
      ).length === 1,
    replaceSealedShare: async (userId, slot, expected, next) =>
      (
        await db
          .update(secureSiteUsers)
          .set({ record: sql`jsonb_set(${secureSiteUsers.record}, ${pathOf(slot)}, to_jsonb(${next}::text))` })
          .where(and(eq(secureSiteUsers.id, userId), sql`${secureSiteUsers.record} #>> ${pathOf(slot)} = ${expected}`))
          .returning({ id: secureSiteUsers.id })
      ).length === 1,
    deleteUser: async (id) => {
      await db.delete(secureSiteUsers).where(eq(secureSiteUsers.id, id))
    },
    getSession: async (sid): Promise<SessionRecord | undefined> => (await db.select().from(secureSiteSessions).where(eq(secureSiteSessions.sid, sid)).limit(1))[0],
    saveSession: async (session) => {
      await db
        .insert(secureSiteSessions)
        .values(session)
        .onConflictDoUpdate({ target: secureSiteSessions.sid, set: { userId: session.userId, deviceId: session.deviceId, expiresAt: session.expiresAt } })
    },
    deleteSession: async (sid) => {
      await db.delete(secureSiteSessions).where(eq(secureSiteSessions.sid, sid))
    },
    countHit: async (key, windowMs, now) => {
      const ended = sql`${secureSiteCounters.windowEndsAt} <= ${now}`
      const [row] = await db
        .insert(secureSiteCounters)
        .values({ key, count: 1, windowEndsAt: now + windowMs })
        .onConflictDoUpdate({
          target: secureSiteCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${secureSiteCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${now + windowMs} else ${secureSiteCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: secureSiteCounters.count, windowEndsAt: secureSiteCounters.windowEndsAt })
      if (!row) throw new Error('The counter upsert returned no row')
      return row
    },
    readCount: async (key, now) =>
      (await db.select({ count: secureSiteCounters.count }).from(secureSiteCounters).where(and(eq(secureSiteCounters.key, key), gt(secureSiteCounters.windowEndsAt, now))))[0]?.count ?? 0,
    clearCount: async (key) => {
      await db.delete(secureSiteCounters).where(eq(secureSiteCounters.key, key))
    },
    putCode: async (key, code) => {
      await db.insert(secureSiteCodes).values({ key, ...code }).onConflictDoUpdate({ target: secureSiteCodes.key, set: code })
    },
    getCode: async (key) => {
      const [row] = await db.select().from(secureSiteCodes).where(eq(secureSiteCodes.key, key)).limit(1)
      return row && { codeHash: row.codeHash, expiresAt: row.expiresAt, attemptsLeft: row.attemptsLeft }
    },
    takeCode: async (key, codeHash, now) =>
      (await db.delete(secureSiteCodes).where(and(eq(secureSiteCodes.key, key), eq(secureSiteCodes.codeHash, codeHash), gt(secureSiteCodes.expiresAt, now))).returning({ key: secureSiteCodes.key })).length === 1,
    spendCodeAttempt: async (key) =>
      (await db.update(secureSiteCodes).set({ attemptsLeft: sql`${secureSiteCodes.attemptsLeft} - 1` }).where(eq(secureSiteCodes.key, key)).returning({ attemptsLeft: secureSiteCodes.attemptsLeft }))[0]?.attemptsLeft,
    deleteCode: async (key) => {
      await db.delete(secureSiteCodes).where(eq(secureSiteCodes.key, key))
    },
    putPending: async (key, value, expiresAt) => {
      // What expired over an hour ago goes as new records come, so the tables hold live rows and a few past.
      const longAgo = Date.now() - 60 * 60_000
      await db.delete(secureSitePending).where(lte(secureSitePending.expiresAt, longAgo))
      await db.delete(secureSiteCodes).where(lte(secureSiteCodes.expiresAt, longAgo))
      await db.delete(secureSiteCounters).where(lte(secureSiteCounters.windowEndsAt, longAgo))
      await db.insert(secureSitePending).values({ key, value, expiresAt }).onConflictDoUpdate({ target: secureSitePending.key, set: { value, expiresAt } })
    },
    getPending: async (key, now) =>
      (await db.select({ value: secureSitePending.value }).from(secureSitePending).where(and(eq(secureSitePending.key, key), gt(secureSitePending.expiresAt, now))).limit(1))[0]?.value,
    takePending: async (key, now) => {
      const [row] = await db.delete(secureSitePending).where(eq(secureSitePending.key, key)).returning({ value: secureSitePending.value, expiresAt: secureSitePending.expiresAt })
      return row && now < row.expiresAt ? row.value : undefined
    },
    deletePending: async (key) => {
      await db.delete(secureSitePending).where(eq(secureSitePending.key, key))
    },
    countPending: async (prefix, now) =>
      (await db.select({ count: count() }).from(secureSitePending).where(and(like(secureSitePending.key, startsWith(prefix)), gt(secureSitePending.expiresAt, now))))[0]?.count ?? 0,
    appendAudit: async (entry) => {
      await db.insert(secureSiteAuditLog).values(entry)
    },
  }
}
