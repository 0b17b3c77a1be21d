import type { FrameSocialProvider } from '@portico/contracts'
import type { KeySharesBody, RecoveryFactor } from './schemas'

/** The social account a user signs in with: who the provider says it is, and what it shows. */
export interface SocialIdentity {
  provider: FrameSocialProvider
  /** The provider's `sub`: stable for the account, the key of the user with `provider`. */
  subject: string
  userName: string | null
  /** The provider's email claim, shown only: email login never finds a user by it. */
  email: string | null
}

/**
 * A user as stored: one way in each, an email login (`email`), a Farcaster account or a social
 * account (`social`): the same address through email and through a provider are two users. No
 * whole wallet key is ever stored: only shares (`keyShares`).
 */
export interface UserRecord {
  id: string
  /** Absent for a user who signs in another way (Farcaster, a social provider). */
  email?: string
  /** The Farcaster account a Sign In With Farcaster user is keyed by, and its name when last seen. */
  farcaster?: { fid: number; userName: string | null }
  social?: SocialIdentity
  /** Device ids verified for this user: a login from any other device needs an approval link first. */
  devices: string[]
  /**
   * Never a whole key, never the factor: the first split's auth share with its recovery share as
   * the frame sealed it, and each device's auth share (sealed at rest), keyed by device id.
   */
  keyShares?: {
    recovery: { authShare: string; sealedRecoveryShare: KeySharesBody['sealedRecoveryShare']; recoveryFactor: RecoveryFactor }
    devices: Record<string, string>
    /** Recovery-share releases in the current window, not yet followed by a device's share. */
    recoveryReleases?: { count: number; windowStartedAt: number }
  }
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
  findUserBySocial(provider: FrameSocialProvider, subject: string): Promise<UserRecord | undefined>
  findUserByFarcasterFid(fid: number): Promise<UserRecord | undefined>
  saveUser(user: UserRecord): Promise<void>
  /** Forgets the user, its shares and its sessions. */
  deleteUser(id: string): Promise<void>
  getSession(sid: string): Promise<SessionRecord | undefined>
  saveSession(session: SessionRecord): Promise<void>
  deleteSession(sid: string): Promise<void>
}
