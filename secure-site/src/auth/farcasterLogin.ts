import { randomUUID } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import { AuthError } from './authError'
import { FARCASTER_MAX_OUTSTANDING_NONCES, type AuthContext } from './authContext'
import type { ConnectFarcasterBody, ConnectOtpReply, FarcasterNonceReply } from './schemas'
import { openSession } from './sessions'
import { findOrCreateUser } from './findOrCreateUser'
import type { UserRecord } from './authStore'
import { FARCASTER_NONCE_PREFIX } from './pendingRecords'

/** How long a nonce waits for its signed message: as long as a relay channel lives. */
export const FARCASTER_NONCE_TTL_MS = 10 * 60_000

const farcaster = (ctx: AuthContext) => {
  if (!ctx.farcaster) throw new AuthError(404, 'FARCASTER_NOT_SET_UP', 'Sign In With Farcaster is not set up on this secure site')
  return ctx.farcaster
}

/** The answer past a client's share of nonces, or past the outstanding cap. */
export const FARCASTER_NONCE_LIMIT_MESSAGE = 'Too many Farcaster sign-ins started: wait a minute and try again'

/**
 * Step 1 of Sign In With Farcaster: what the frame opens its relay channel with. The nonce is this
 * service's, single use, expiring: a message signed for another sign-in (or another site) opens
 * nothing here. Bounded: so many per client (its address) per minute, and so many outstanding (429).
 */
export async function issueFarcasterNonce(ctx: AuthContext, client: string): Promise<FarcasterNonceReply> {
  const { domain, siweUri, noncesPerClientPerMinute } = farcaster(ctx)
  const now = ctx.now()
  if ((await ctx.store.countPending(FARCASTER_NONCE_PREFIX, now)) >= FARCASTER_MAX_OUTSTANDING_NONCES) throw new AuthError(429, 'FARCASTER_NONCE_LIMIT', FARCASTER_NONCE_LIMIT_MESSAGE)
  if ((await ctx.store.countHit(`farcaster-nonces:${client}`, 60_000, now)).count > noncesPerClientPerMinute) throw new AuthError(429, 'FARCASTER_NONCE_LIMIT', FARCASTER_NONCE_LIMIT_MESSAGE)
  const nonce = generateNonce()
  await ctx.store.putPending(`${FARCASTER_NONCE_PREFIX}${nonce}`, true, now + FARCASTER_NONCE_TTL_MS)
  return { nonce, domain, siweUri }
}

/**
 * Step 2: the relay's signed message, verified here (the trust anchor, whatever the frame or the
 * relay say): one of our nonces, our domain, signed for its fid. The fid is the user: the first
 * sign-in makes one, every later one finds it (so the same wallet key).
 */
export async function connectFarcaster(ctx: AuthContext, { message, signature, nonce, deviceId }: ConnectFarcasterBody): Promise<ConnectOtpReply> {
  const { domain, verify, userNameOf } = farcaster(ctx)
  if ((await ctx.store.takePending(`${FARCASTER_NONCE_PREFIX}${nonce}`, ctx.now())) !== true) throw new AuthError(401, 'FARCASTER_NONCE_INVALID', 'This Farcaster sign-in has expired: start again')
  const fid = await verify({ message, signature, nonce, domain })
  const userName = await userNameOf(fid)
  const { user, created } = await findOrCreateUser(
    ctx,
    () => ctx.store.findUserByFarcasterFid(fid),
    async () => ({ id: randomUUID(), devices: [deviceId], farcaster: { fid, userName } }),
  )
  const current = created ? user : await updateFarcasterUser(ctx, user.id, userName, deviceId)
  return openSession(ctx, current, deviceId, { method: 'farcaster', newUser: created, newDevice: created || !user.devices.includes(deviceId) })
}

/** A returning Farcaster user: the name as last seen, then this device once, each its own statement on the row. */
async function updateFarcasterUser(ctx: AuthContext, userId: string, userName: string | null, deviceId: string): Promise<UserRecord> {
  const renamed = await ctx.store.setFarcasterUserName(userId, userName)
  const current = renamed && (await ctx.store.addDevice(userId, deviceId))
  if (!current) throw new Error('The user was deleted during this sign-in')
  return current
}
