import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import type { SealedShareSlot, UserRecord } from './authStore'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import type { AuthShareReply, DeviceShareBody, KeySharesBody, RecoveryShareReply } from './schemas'
import { readSession } from './sessions'
import { tryAgainAfterMessage } from '@portico/contracts'
import { recordAudit } from './recordAudit'

/** Releases of the recovery share a user gets without a device then registering its share (a wrong factor, most likely). */
export const RECOVERY_RELEASES_MAX = 5
/** The window they are counted over: after the fifth, the next release waits until it ends. */
export const RECOVERY_WINDOW_MS = 15 * 60_000

const recoveryCounterKey = (userId: string) => `recovery-releases:${userId}`
const seal = (ctx: AuthContext, authShare: string, userId: string) => encryptAtRest(authShare, ctx.sealingKeys[0], userId)

/**
 * Opens a stored auth share; one sealed under an older key is sealed anew under the current one in
 * its slot, only if the slot still holds what was read (a lost race is fine: the next read re-seals).
 */
async function openShare(ctx: AuthContext, userId: string, slot: SealedShareSlot, sealed: string): Promise<string> {
  const { plaintext, kid } = decryptAtRest(sealed, ctx.sealingKeys, userId)
  if (kid !== ctx.sealingKeys[0].kid) await ctx.store.replaceSealedShare(userId, slot, sealed, seal(ctx, plaintext, userId))
  return plaintext
}
const noShares = () => new AuthError(404, 'NO_KEY_SHARES', 'No wallet shares stored for this user yet')

/**
 * Stores what the frame hands over after the first split: the auth share (sealed at rest too, bound
 * to the user id), paired with the device that made it, and the recovery share as the frame sealed
 * it under the user's factor, which this service never sees. Once stored they are not replaced.
 */
export async function putKeyShares(ctx: AuthContext, token: string, { authShare, sealedRecoveryShare, recoveryFactor }: KeySharesBody): Promise<void> {
  const { record, deviceId } = await readSession(ctx, token)
  const sealed = seal(ctx, authShare, record.id)
  // One statement decides between two first splits at once (two tabs, two instances): the other gets 409.
  const stored = await ctx.store.putKeySharesIfAbsent(record.id, { recovery: { authShare: sealed, sealedRecoveryShare, recoveryFactor }, devices: { [deviceId]: sealed } })
  if (!stored) throw new AuthError(409, 'KEY_SHARES_EXIST', 'This wallet already has its shares')
  await recordAudit(ctx, 'key-shares-stored', { userId: record.id, deviceId, details: { recoveryFactor: recoveryFactor.kind } })
}

/**
 * The auth share paired with the session's device, released only to a signed-in session of its
 * user. Else what is missing, as an answer (every login asks, and a browser logs every 4xx): the
 * `wallet` before the first put (the frame makes one), or the `device`'s share (it recovers first).
 */
export async function getAuthShare(ctx: AuthContext, token: string): Promise<AuthShareReply> {
  const { record, deviceId } = await readSession(ctx, token)
  if (!record.keyShares) return { missing: 'wallet' }
  const { devices } = record.keyShares
  const sealed = Object.hasOwn(devices, deviceId) ? devices[deviceId] : undefined
  if (sealed === undefined) return { missing: 'device' }
  const authShare = await openShare(ctx, record.id, { kind: 'device', deviceId }, sealed)
  await recordAudit(ctx, 'auth-share-released', { userId: record.id, deviceId })
  ctx.metrics?.shareReleases.inc({ share: 'auth' })
  return { authShare }
}

/**
 * For a new device: the first split's auth share and its sealed recovery share, with what the frame
 * needs to ask the user for the factor. Each release is a recovery attempt, counted on the user (so
 * a new session or device does not reset it, and in the store, so no other instance does either):
 * RECOVERY_RELEASES_MAX per RECOVERY_WINDOW_MS until a device registers its share, then RECOVERY_LOCKED.
 */
export async function getRecoveryShare(ctx: AuthContext, token: string): Promise<RecoveryShareReply> {
  const { record, deviceId } = await readSession(ctx, token)
  const { recovery } = sharesOf(record)
  const now = ctx.now()
  const { count, windowEndsAt } = await ctx.store.countHit(recoveryCounterKey(record.id), RECOVERY_WINDOW_MS, now)
  if (count > RECOVERY_RELEASES_MAX) {
    const remainingMs = windowEndsAt - now
    throw new AuthError(429, 'RECOVERY_LOCKED', `Too many recovery attempts. ${tryAgainAfterMessage(remainingMs)}`, { retryAfterSeconds: Math.ceil(remainingMs / 1000) })
  }
  const authShare = await openShare(ctx, record.id, { kind: 'recovery' }, recovery.authShare)
  await recordAudit(ctx, 'recovery-share-released', { userId: record.id, deviceId, details: { attempt: count } })
  ctx.metrics?.shareReleases.inc({ share: 'recovery' })
  return {
    authShare,
    sealedRecoveryShare: recovery.sealedRecoveryShare,
    recoveryFactor: recovery.recoveryFactor,
    attemptsLeft: RECOVERY_RELEASES_MAX - count,
  }
}

/**
 * A recovered device's own split: its auth share, paired with this device only; the other devices
 * keep theirs. Only after a release within the recovery window (the device proved it opened the
 * recovery share), which it ends the count of.
 */
export async function putDeviceShare(ctx: AuthContext, token: string, { authShare }: DeviceShareBody): Promise<void> {
  const { record, deviceId } = await readSession(ctx, token)
  if (!record.keyShares) throw noShares()
  if ((await ctx.store.readCount(recoveryCounterKey(record.id), ctx.now())) === 0) throw new AuthError(409, 'NO_RECOVERY', 'Unlock the wallet with your recovery factor first')
  // This device's entry alone: another device's share written meanwhile stays.
  if (!(await ctx.store.setDeviceShare(record.id, deviceId, seal(ctx, authShare, record.id)))) throw noShares()
  await ctx.store.clearCount(recoveryCounterKey(record.id))
  await recordAudit(ctx, 'device-share-added', { userId: record.id, deviceId })
}

/** Deletes the user with its shares and sessions: the server can give no share of that wallet again. */
export async function deleteAccount(ctx: AuthContext, token: string): Promise<void> {
  const { record, deviceId } = await readSession(ctx, token)
  await ctx.store.deleteUser(record.id)
  await ctx.store.clearCount(recoveryCounterKey(record.id))
  await recordAudit(ctx, 'account-deleted', { userId: record.id, deviceId })
}

function sharesOf(record: UserRecord): NonNullable<UserRecord['keyShares']> {
  if (!record.keyShares) throw noShares()
  return record.keyShares
}
