import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import type { UserRecord } from './authStore'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import type { DeviceShareBody, KeySharesBody, RecoveryShareReply } from './schemas'
import { readSession } from './sessions'
import { tryAgainAfterMessage } from '@portico/contracts'
import { recordAudit } from './recordAudit'

/** Releases of the recovery share a user gets without a device then registering its share (a wrong factor, most likely). */
export const RECOVERY_RELEASES_MAX = 5
/** The window they are counted over: after the fifth, the next release waits until it ends. */
export const RECOVERY_WINDOW_MS = 15 * 60_000

const recoveryCounterKey = (userId: string) => `recovery-releases:${userId}`
const seal = (ctx: AuthContext, authShare: string, userId: string) => encryptAtRest(authShare, ctx.sealingKeys[0], userId)

/** Opens a stored auth share; one sealed under an older key comes back sealed anew under the current one, to be saved. */
function openShare(ctx: AuthContext, sealed: string, userId: string): { authShare: string; resealed: string | undefined } {
  const { plaintext, kid } = decryptAtRest(sealed, ctx.sealingKeys, userId)
  return { authShare: plaintext, resealed: kid === ctx.sealingKeys[0].kid ? undefined : seal(ctx, plaintext, userId) }
}
const noShares = () => new AuthError(404, 'NO_KEY_SHARES', 'No wallet shares stored for this user yet')

/**
 * Stores what the frame hands over after the first split: the auth share (sealed at rest too, bound
 * to the user id), paired with the device that made it, and the recovery share as the frame sealed
 * it under the user's factor, which this service never sees. Once stored they are not replaced.
 */
export async function putKeyShares(ctx: AuthContext, token: string, { authShare, sealedRecoveryShare, recoveryFactor }: KeySharesBody): Promise<void> {
  const { record, deviceId } = await readSession(ctx, token)
  if (record.keyShares) throw new AuthError(409, 'KEY_SHARES_EXIST', 'This wallet already has its shares')
  const sealed = seal(ctx, authShare, record.id)
  await ctx.store.saveUser({ ...record, keyShares: { recovery: { authShare: sealed, sealedRecoveryShare, recoveryFactor }, devices: { [deviceId]: sealed } } })
  await recordAudit(ctx, 'key-shares-stored', { userId: record.id, deviceId, details: { recoveryFactor: recoveryFactor.kind } })
}

/**
 * The auth share paired with the session's device, released only to a signed-in session of its
 * user; NO_DEVICE_SHARE for a device that has none yet (it recovers first), NO_KEY_SHARES before the first put.
 */
export async function getAuthShare(ctx: AuthContext, token: string): Promise<{ authShare: string }> {
  const { record, deviceId } = await readSession(ctx, token)
  const shares = sharesOf(record)
  const sealed = Object.hasOwn(shares.devices, deviceId) ? shares.devices[deviceId] : undefined
  if (sealed === undefined) throw new AuthError(404, 'NO_DEVICE_SHARE', 'This device has no share of the wallet yet: recover it with your recovery password or passkey')
  const { authShare, resealed } = openShare(ctx, sealed, record.id)
  if (resealed) await ctx.store.saveUser({ ...record, keyShares: { ...shares, devices: { ...shares.devices, [deviceId]: resealed } } })
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
  const shares = sharesOf(record)
  const { recovery } = shares
  const now = ctx.now()
  const { count, windowEndsAt } = await ctx.store.countHit(recoveryCounterKey(record.id), RECOVERY_WINDOW_MS, now)
  if (count > RECOVERY_RELEASES_MAX) {
    const remainingMs = windowEndsAt - now
    throw new AuthError(429, 'RECOVERY_LOCKED', `Too many recovery attempts. ${tryAgainAfterMessage(remainingMs)}`, { retryAfterSeconds: Math.ceil(remainingMs / 1000) })
  }
  const { authShare, resealed } = openShare(ctx, recovery.authShare, record.id)
  if (resealed) await ctx.store.saveUser({ ...record, keyShares: { ...shares, recovery: { ...recovery, authShare: resealed } } })
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
  const shares = sharesOf(record)
  if ((await ctx.store.readCount(recoveryCounterKey(record.id), ctx.now())) === 0) throw new AuthError(409, 'NO_RECOVERY', 'Unlock the wallet with your recovery factor first')
  await ctx.store.saveUser({ ...record, keyShares: { ...shares, devices: { ...shares.devices, [deviceId]: seal(ctx, authShare, record.id) } } })
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
