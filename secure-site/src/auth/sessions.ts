import { randomBytes } from 'node:crypto'
import { AuthError } from './authError'
import { SESSION_TTL_MS, type AuthContext } from './authContext'
import type { UserRecord } from './authStore'
import type { AuthUser, ConnectOtpReply, Session } from './schemas'
import { recordAudit } from './recordAudit'
import { signSessionToken, verifySessionToken } from './sessionToken'

/** Records a session for the user on this device, audits the login (`how`: its method, whether it made the user), and signs its token. */
export async function openSession(ctx: AuthContext, user: UserRecord, deviceId: string, how: Record<string, string | boolean>): Promise<ConnectOtpReply> {
  const issuedAt = ctx.now()
  const expiresAt = issuedAt + SESSION_TTL_MS
  const sid = randomBytes(16).toString('base64url')
  await ctx.store.saveSession({ sid, userId: user.id, deviceId, expiresAt })
  await recordAudit(ctx, 'login', { userId: user.id, deviceId, details: how })
  const seconds = Math.floor(issuedAt / 1000)
  const token = await signSessionToken({ sub: user.id, sid, iat: seconds, nbf: seconds, exp: Math.floor(expiresAt / 1000) }, ctx.sessionKeys[0])
  return { token, user: publicUser(user), deviceId, expiresAt }
}

/** A valid token whose session was not signed out, with its user; else UNAUTHORIZED or SESSION_EXPIRED. */
export async function readSession(ctx: AuthContext, token: string): Promise<Session & { sid: string; record: UserRecord }> {
  const claims = await verifySessionToken(token, ctx.sessionKeys, Math.floor(ctx.now() / 1000))
  const session = await ctx.store.getSession(claims.sid)
  if (!session || session.userId !== claims.sub) throw new AuthError(401, 'SESSION_EXPIRED', 'Session ended, sign in again')
  const user = await ctx.store.getUser(session.userId)
  if (!user) throw new AuthError(401, 'SESSION_EXPIRED', 'Session ended, sign in again')
  return { sid: session.sid, record: user, user: publicUser(user), deviceId: session.deviceId, expiresAt: session.expiresAt }
}

/** Ends the session server-side: its token is refused from now on. */
export async function signOut(ctx: AuthContext, token: string): Promise<void> {
  const session = await readSession(ctx, token)
  await ctx.store.deleteSession(session.sid)
}

/** The user as sessions show it: the login email, or the Farcaster name, or the social account's name and email. */
function publicUser(user: UserRecord): AuthUser {
  return { id: user.id, email: user.email ?? user.social?.email ?? null, userName: user.farcaster?.userName ?? user.social?.userName ?? null }
}
