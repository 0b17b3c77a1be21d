import type { AuthStore, SessionRecord, UserRecord } from './authStore'

/**
 * The sandbox's store: everything is lost when the service stops, as the sandbox wants.
 * Records are copied in and out so callers cannot mutate what is stored by accident.
 * @example const store = createMemoryAuthStore()
 */
export function createMemoryAuthStore(): AuthStore {
  const users = new Map<string, UserRecord>()
  const sessions = new Map<string, SessionRecord>()
  const copyUser = (user: UserRecord): UserRecord => ({
    ...user,
    devices: [...user.devices],
    ...(user.farcaster ? { farcaster: { ...user.farcaster } } : {}),
    ...(user.social ? { social: { ...user.social } } : {}),
    ...(user.keyShares ? { keyShares: structuredClone(user.keyShares) } : {}),
  })
  return {
    getUser: async (id) => {
      const user = users.get(id)
      return user && copyUser(user)
    },
    findUserByEmail: async (email) => {
      for (const user of users.values()) if (user.email === email) return copyUser(user)
      return undefined
    },
    findUserBySocial: async (provider, subject) => {
      for (const user of users.values()) if (user.social?.provider === provider && user.social.subject === subject) return copyUser(user)
      return undefined
    },
    findUserByFarcasterFid: async (fid) => {
      for (const user of users.values()) if (user.farcaster?.fid === fid) return copyUser(user)
      return undefined
    },
    saveUser: async (user) => {
      users.set(user.id, copyUser(user))
    },
    deleteUser: async (id) => {
      users.delete(id)
      for (const [sid, session] of sessions) if (session.userId === id) sessions.delete(sid)
    },
    getSession: async (sid) => {
      const session = sessions.get(sid)
      return session && { ...session }
    },
    saveSession: async (session) => {
      sessions.set(session.sid, { ...session })
    },
    deleteSession: async (sid) => {
      sessions.delete(sid)
    },
  }
}
