import { randomUUID } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import { AuthError } from './authError'
import { FARCASTER_MAX_OUTSTANDING_NONCES, type AuthContext } from './authContext'
import type { ConnectFarcasterBody, ConnectOtpReply, FarcasterNonceReply } from './schemas'
import { openSession } from './sessions'

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
export function issueFarcasterNonce(ctx: AuthContext, client: string): FarcasterNonceReply {
  const { nonces, domain, siweUri, nonceLimit } = farcaster(ctx)
  for (const [nonce, expiresAt] of nonces) if (ctx.now() >= expiresAt) nonces.delete(nonce)
  if (nonces.size >= FARCASTER_MAX_OUTSTANDING_NONCES || !nonceLimit.take(client)) throw new AuthError(429, 'FARCASTER_NONCE_LIMIT', FARCASTER_NONCE_LIMIT_MESSAGE)
  const nonce = generateNonce()
  nonces.set(nonce, ctx.now() + FARCASTER_NONCE_TTL_MS)
  return { nonce, domain, siweUri }
}

/**
 * Step 2: the relay's signed message, verified here (the trust anchor, whatever the frame or the
 * relay say): one of our nonces, our domain, signed for its fid. The fid is the user: the first
 * sign-in makes one, every later one finds it (so the same wallet key).
 */
export async function connectFarcaster(ctx: AuthContext, { message, signature, nonce, deviceId }: ConnectFarcasterBody): Promise<ConnectOtpReply> {
  const { nonces, domain, verify, userNameOf } = farcaster(ctx)
  const expiresAt = nonces.get(nonce)
  nonces.delete(nonce)
  if (expiresAt === undefined || ctx.now() >= expiresAt) throw new AuthError(401, 'FARCASTER_NONCE_INVALID', 'This Farcaster sign-in has expired: start again')
  const fid = await verify({ message, signature, nonce, domain })
  const userName = await userNameOf(fid)
  const existing = await ctx.store.findUserByFarcasterFid(fid)
  const user = existing
    ? { ...existing, farcaster: { fid, userName }, devices: existing.devices.includes(deviceId) ? existing.devices : [...existing.devices, deviceId] }
    : { id: randomUUID(), devices: [deviceId], farcaster: { fid, userName } }
  await ctx.store.saveUser(user)
  return openSession(ctx, user, deviceId)
}
