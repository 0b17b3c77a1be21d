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

/** What a social login updates on each sign-in: the email claim, and the name when the provider sent one (absent: the stored name stays). */
export interface SocialProfile {
  email: string | null
  userName?: string
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
  /** Written only through the store's share methods, never with the rest of the record. */
  keyShares?: KeyShares
}

/**
 * Never a whole key, never the factor: the first split's auth share with its recovery share as the
 * frame sealed it, and each device's auth share (sealed at rest), keyed by device id.
 */
export interface KeyShares {
  recovery: { authShare: string; sealedRecoveryShare: KeySharesBody['sealedRecoveryShare']; recoveryFactor: RecoveryFactor }
  devices: Record<string, string>
}

/** Where one sealed auth share sits in `keyShares`: the recovery copy, or a device's. */
export type SealedShareSlot = { kind: 'recovery' } | { kind: 'device'; deviceId: string }

export interface SessionRecord {
  sid: string
  userId: string
  deviceId: string
  expiresAt: number
}

/** A fixed-window counter after a hit: the hits in the current window, and when that window ends. */
export interface WindowCount {
  count: number
  windowEndsAt: number
}

/** A one-time code waiting for its guess: only its keyed hash is stored, never the code. */
export interface PendingCode {
  codeHash: string
  expiresAt: number
  attemptsLeft: number
}

/** What the audit log records: who did what, never a code, a secret, a share or a token. */
export const AUDIT_EVENTS = ['login', 'device-approved', 'device-share-added', 'key-shares-stored', 'auth-share-released', 'recovery-share-released', 'account-deleted', 'email-changed', 'key-shares-resealed'] as const
export type AuditEvent = (typeof AUDIT_EVENTS)[number]

export interface AuditEntry {
  at: number
  event: AuditEvent
  userId: string | null
  deviceId: string | null
  /** A few facts the event needs (the login method, the provider): never a code, secret or share. */
  details: Record<string, string | number | boolean>
}

/**
 * What the auth service keeps between requests, every piece of it shared by all instances of the
 * service on one database: users, sessions, one-time codes and their attempts, cooldowns and other
 * counters, short-lived records (approval links, email changes, Farcaster nonces), and the audit log.
 * Times are passed in (`now`), so tests can move the clock.
 */
export interface AuthStore {
  getUser(id: string): Promise<UserRecord | undefined>
  findUserByEmail(email: string): Promise<UserRecord | undefined>
  findUserBySocial(provider: FrameSocialProvider, subject: string): Promise<UserRecord | undefined>
  findUserByFarcasterFid(fid: number): Promise<UserRecord | undefined>
  /**
   * Writes a new user, unless a user already has its id or its way in (email, social account,
   * Farcaster fid): true for the one caller that wrote it, so two first logins at once make one
   * user. Its `keyShares` are never written (they come only through the share methods).
   */
  createUserIfAbsent(user: UserRecord): Promise<boolean>
  /** Adds a verified device once (never twice), the rest of the record untouched: the record after, undefined when the user is gone. */
  addDevice(userId: string, deviceId: string): Promise<UserRecord | undefined>
  /** Changes an email login's address, the rest untouched: false when another user has it, or the user is gone or has no email login. */
  setEmail(userId: string, email: string): Promise<boolean>
  /** The social account's email claim and name as the latest login shows them, the rest untouched: the record after, undefined when gone (or not a social user). */
  setSocialProfile(userId: string, profile: SocialProfile): Promise<UserRecord | undefined>
  /** The Farcaster account's name as last seen, the rest untouched: the record after, undefined when gone (or not a Farcaster user). */
  setFarcasterUserName(userId: string, userName: string | null): Promise<UserRecord | undefined>
  /** Users in id order after `afterId` (from the first without it), at most `limit`: a sweep's pages. */
  listUsers(afterId: string | undefined, limit: number): Promise<UserRecord[]>
  /** Stores the first split's shares, atomically: true for the one caller that stored them, false when the user has shares or is gone. */
  putKeySharesIfAbsent(userId: string, shares: KeyShares): Promise<boolean>
  /** Sets one device's sealed auth share, the others untouched: false when the user has no shares (or is gone). */
  setDeviceShare(userId: string, deviceId: string, sealed: string): Promise<boolean>
  /** Replaces one sealed auth share only while it is still `expected` (compare-and-set): false when it changed or is gone. */
  replaceSealedShare(userId: string, slot: SealedShareSlot, expected: string, next: string): Promise<boolean>
  /** Forgets the user, its shares and its sessions. */
  deleteUser(id: string): Promise<void>
  getSession(sid: string): Promise<SessionRecord | undefined>
  saveSession(session: SessionRecord): Promise<void>
  deleteSession(sid: string): Promise<void>
  /** Counts a hit on `key`, atomically: a new window of `windowMs` starts once the previous one ended. */
  countHit(key: string, windowMs: number, now: number): Promise<WindowCount>
  /** The hits in `key`'s current window (0 when none or ended). */
  readCount(key: string, now: number): Promise<number>
  clearCount(key: string): Promise<void>
  /** Stores a code under `key`, replacing the previous one. */
  putCode(key: string, code: PendingCode): Promise<void>
  getCode(key: string): Promise<PendingCode | undefined>
  /** Deletes the code if its hash is `codeHash` and it has not expired: true for the one caller that took it. */
  takeCode(key: string, codeHash: string, now: number): Promise<boolean>
  /** Spends one wrong guess, atomically: the attempts left after it, or undefined when the code is gone. */
  spendCodeAttempt(key: string): Promise<number | undefined>
  deleteCode(key: string): Promise<void>
  /** A short-lived JSON record (read back through a schema), until `expiresAt`. */
  putPending(key: string, value: unknown, expiresAt: number): Promise<void>
  getPending(key: string, now: number): Promise<unknown>
  /** Reads and deletes, atomically: single use across instances. */
  takePending(key: string, now: number): Promise<unknown>
  deletePending(key: string): Promise<void>
  /** Live records whose key starts with `prefix`. */
  countPending(prefix: string, now: number): Promise<number>
  /** Appends to the audit log, which is never updated or deleted from. */
  appendAudit(entry: AuditEntry): Promise<void>
}
