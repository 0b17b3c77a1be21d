import type { AuditEntry, AuthStore, PendingCode, SessionRecord, UserRecord } from './authStore'
import { sealedShareIn } from './sealedShareIn'

/** The in-memory store, with its audit log readable (tests look at it). */
export interface MemoryAuthStore extends AuthStore {
  readonly auditLog: readonly AuditEntry[]
}

/**
 * A fast fake of the database store for unit tests: one process, everything lost when it stops.
 * Records are copied in and out so callers cannot mutate what is stored by accident.
 * @example const store = createMemoryAuthStore()
 */
export function createMemoryAuthStore(): MemoryAuthStore {
  const users = new Map<string, UserRecord>()
  const sessions = new Map<string, SessionRecord>()
  const counters = new Map<string, { count: number; windowEndsAt: number }>()
  const codes = new Map<string, PendingCode>()
  const pending = new Map<string, { value: unknown; expiresAt: number }>()
  const auditLog: AuditEntry[] = []
  const copyUser = (user: UserRecord): UserRecord => structuredClone(user)
  const findUser = (matches: (user: UserRecord) => boolean) => {
    for (const user of users.values()) if (matches(user)) return copyUser(user)
    return undefined
  }
  // Changes the stored record in place (`change` says whether it applies): a copy of it after, or undefined.
  const updateUser = (id: string, change: (user: UserRecord) => boolean) => {
    const user = users.get(id)
    return user && change(user) ? copyUser(user) : undefined
  }
  const livePending = (key: string, now: number) => {
    const entry = pending.get(key)
    return entry && now < entry.expiresAt ? structuredClone(entry.value) : undefined
  }
  return {
    auditLog,
    getUser: async (id) => {
      const user = users.get(id)
      return user && copyUser(user)
    },
    findUserByEmail: async (email) => findUser((user) => user.email === email),
    findUserBySocial: async (provider, subject) => findUser((user) => user.social?.provider === provider && user.social.subject === subject),
    findUserByFarcasterFid: async (fid) => findUser((user) => user.farcaster?.fid === fid),
    createUserIfAbsent: async ({ keyShares: _ignored, ...user }) => {
      // The database's unique indexes: one user per id, email, social account and fid.
      const taken = (other: UserRecord) =>
        other.id === user.id ||
        (user.email !== undefined && other.email === user.email) ||
        (user.social !== undefined && other.social?.provider === user.social.provider && other.social.subject === user.social.subject) ||
        (user.farcaster !== undefined && other.farcaster?.fid === user.farcaster.fid)
      if ([...users.values()].some(taken)) return false
      users.set(user.id, copyUser(user))
      return true
    },
    addDevice: async (userId, deviceId) =>
      updateUser(userId, (user) => {
        if (!user.devices.includes(deviceId)) user.devices.push(deviceId)
        return true
      }),
    setEmail: async (userId, email) => {
      const user = users.get(userId)
      if (user?.email === undefined || [...users.values()].some((other) => other !== user && other.email === email)) return false
      user.email = email
      return true
    },
    setSocialProfile: async (userId, { email, userName }) =>
      updateUser(userId, ({ social }) => {
        if (!social) return false
        social.email = email
        if (userName !== undefined) social.userName = userName
        return true
      }),
    setFarcasterUserName: async (userId, userName) =>
      updateUser(userId, ({ farcaster }) => {
        if (!farcaster) return false
        farcaster.userName = userName
        return true
      }),
    listUsers: async (afterId, limit) =>
      [...users.keys()]
        .filter((id) => afterId === undefined || id > afterId)
        .sort()
        .slice(0, limit)
        .flatMap((id) => {
          const user = users.get(id)
          return user ? [copyUser(user)] : []
        }),
    putKeySharesIfAbsent: async (userId, shares) => {
      const user = users.get(userId)
      if (!user || user.keyShares) return false
      user.keyShares = structuredClone(shares)
      return true
    },
    setDeviceShare: async (userId, deviceId, sealed) => {
      const keyShares = users.get(userId)?.keyShares
      if (!keyShares) return false
      keyShares.devices[deviceId] = sealed
      return true
    },
    replaceSealedShare: async (userId, slot, expected, next) => {
      const keyShares = users.get(userId)?.keyShares
      if (!keyShares || sealedShareIn(keyShares, slot) !== expected) return false
      if (slot.kind === 'recovery') keyShares.recovery.authShare = next
      else keyShares.devices[slot.deviceId] = next
      return true
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
    countHit: async (key, windowMs, now) => {
      const previous = counters.get(key)
      const next = previous && now < previous.windowEndsAt ? { ...previous, count: previous.count + 1 } : { count: 1, windowEndsAt: now + windowMs }
      counters.set(key, next)
      return { ...next }
    },
    readCount: async (key, now) => {
      const counter = counters.get(key)
      return counter && now < counter.windowEndsAt ? counter.count : 0
    },
    clearCount: async (key) => {
      counters.delete(key)
    },
    putCode: async (key, code) => {
      codes.set(key, { ...code })
    },
    getCode: async (key) => {
      const code = codes.get(key)
      return code && { ...code }
    },
    takeCode: async (key, codeHash, now) => {
      const code = codes.get(key)
      if (!code || code.codeHash !== codeHash || now >= code.expiresAt) return false
      codes.delete(key)
      return true
    },
    spendCodeAttempt: async (key) => {
      const code = codes.get(key)
      if (!code) return undefined
      code.attemptsLeft -= 1
      return code.attemptsLeft
    },
    deleteCode: async (key) => {
      codes.delete(key)
    },
    putPending: async (key, value, expiresAt) => {
      pending.set(key, { value: structuredClone(value), expiresAt })
    },
    getPending: async (key, now) => livePending(key, now),
    takePending: async (key, now) => {
      const value = livePending(key, now)
      pending.delete(key)
      return value
    },
    deletePending: async (key) => {
      pending.delete(key)
    },
    countPending: async (prefix, now) => {
      let count = 0
      for (const [key, entry] of pending) if (key.startsWith(prefix) && now < entry.expiresAt) count += 1
      return count
    },
    appendAudit: async (entry) => {
      auditLog.push(structuredClone(entry))
    },
  }
}
