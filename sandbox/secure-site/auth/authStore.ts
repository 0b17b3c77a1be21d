/** A user as stored: `walletKey` is only ever the sealed (AES-GCM) blob, never the frame's plaintext. */
export interface UserRecord {
  id: string
  /** Absent for a user who signs in another way (Farcaster). */
  email?: string
  /** The Farcaster account a Sign In With Farcaster user is keyed by, and its name when last seen. */
  farcaster?: { fid: number; userName: string | null }
  /** Device ids verified for this user: a login from any other device needs an approval link first. */
  devices: string[]
  walletKey?: string
}

export interface SessionRecord {
  sid: string
  userId: string
  deviceId: string
  expiresAt: number
}

/**
 * What the auth service keeps between requests. Async so a file or database can stand in for the
 * in-memory one without touching the flows.
 */
export interface AuthStore {
  getUser(id: string): Promise<UserRecord | undefined>
  findUserByEmail(email: string): Promise<UserRecord | undefined>
  findUserByFarcasterFid(fid: number): Promise<UserRecord | undefined>
  saveUser(user: UserRecord): Promise<void>
  getSession(sid: string): Promise<SessionRecord | undefined>
  saveSession(session: SessionRecord): Promise<void>
  deleteSession(sid: string): Promise<void>
}
