import type { SmartSession } from '@portico/contracts/sessions'

/** A session's status, as the catalogue key that names it. */
export type SessionStatus = 'revoked' | 'expiredStatus' | 'active'

/**
 * Whether a session is revoked, past its expiry at `nowMs`, or still in force.
 *
 * @example sessionStatus(session, Date.now()) // 'active'
 */
export function sessionStatus(session: Pick<SmartSession, 'revoked' | 'expiry'>, nowMs: number): SessionStatus {
  if (session.revoked) return 'revoked'
  return session.expiry * 1000 <= nowMs ? 'expiredStatus' : 'active'
}
