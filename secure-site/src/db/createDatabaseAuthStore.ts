import { and, eq, type SQL } from 'drizzle-orm'
import type { AuthStore, SessionRecord, UserRecord } from '../auth/authStore'
import type { SecureSiteDb } from './openSecureSiteDatabase'
import { secureSiteSessions, secureSiteUsers } from './schema'

const columnsOf = (user: UserRecord) => ({
  email: user.email ?? null,
  socialProvider: user.social?.provider ?? null,
  socialSubject: user.social?.subject ?? null,
  farcasterFid: user.farcaster?.fid ?? null,
  record: user,
})

/**
 * The auth store on PGlite or PostgreSQL: users and sessions every instance sees.
 * @example const store = createDatabaseAuthStore((await openSecureSiteDatabase({})).db)
 */
export function createDatabaseAuthStore(db: SecureSiteDb): AuthStore {
  const firstUser = async (where: SQL | undefined) => (await db.select({ record: secureSiteUsers.record }).from(secureSiteUsers).where(where).limit(1))[0]?.record
  return {
    getUser: (id) => firstUser(eq(secureSiteUsers.id, id)),
    findUserByEmail: (email) => firstUser(eq(secureSiteUsers.email, email)),
    findUserBySocial: (provider, subject) => firstUser(and(eq(secureSiteUsers.socialProvider, provider), eq(secureSiteUsers.socialSubject, subject))),
    findUserByFarcasterFid: (fid) => firstUser(eq(secureSiteUsers.farcasterFid, fid)),
    saveUser: async (user) => {
      await db
        .insert(secureSiteUsers)
        .values({ id: user.id, ...columnsOf(user) })
        .onConflictDoUpdate({ target: secureSiteUsers.id, set: columnsOf(user) })
    },
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
  }
}
