import { randomBytes, randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import { DEVICE_LINK_TTL_MS, OTP_TTL_MS, type AuthContext } from './authContext'
import { deviceApprovalMail, otpMail } from './mailMessages'
import type { ConnectEmailAction, ConnectEmailBody, ConnectOtpBody, ConnectOtpReply } from './schemas'
import { sendMail } from './sendMail'
import { openSession } from './sessions'

const loginKey = (email: string, deviceId: string) => `login:${email}:${deviceId}`

/**
 * Step 1 of email login, under the 30 s cooldown: a known device (or a new user) gets a code
 * (VERIFY_OTP); a known user on an unknown device gets an approval link first (VERIFY_DEVICE).
 */
export async function connectEmail(ctx: AuthContext, { email, deviceId }: ConnectEmailBody): Promise<{ action: ConnectEmailAction }> {
  ctx.cooldown.take(email)
  const user = await ctx.store.findUserByEmail(email)
  if (user && !user.devices.includes(deviceId)) {
    const token = randomBytes(32).toString('base64url')
    ctx.deviceLinks.set(token, { userId: user.id, deviceId, expiresAt: ctx.now() + DEVICE_LINK_TTL_MS })
    await sendMail(ctx.mailer, deviceApprovalMail(email, `${ctx.publicUrl}/v1/device/approve?token=${token}`))
    return { action: 'VERIFY_DEVICE' }
  }
  await mailLoginCode(ctx, email, deviceId)
  return { action: 'VERIFY_OTP' }
}

/** The approval link's target: single use, expires, and makes the device known to the user. */
export async function approveDevice(ctx: AuthContext, token: string): Promise<void> {
  const link = ctx.deviceLinks.get(token)
  ctx.deviceLinks.delete(token)
  if (!link || ctx.now() >= link.expiresAt) throw new AuthError(400, 'DEVICE_LINK_INVALID', 'This approval link is invalid or has expired')
  const user = await ctx.store.getUser(link.userId)
  if (!user) throw new AuthError(400, 'DEVICE_LINK_INVALID', 'This approval link is invalid or has expired')
  if (!user.devices.includes(link.deviceId)) await ctx.store.saveUser({ ...user, devices: [...user.devices, link.deviceId] })
  ctx.approvedAwaitingCode.add(`${user.id}:${link.deviceId}`)
}

/**
 * The frame polls this while it shows VERIFY_DEVICE: DEVICE_NOT_APPROVED (409) until the link is
 * clicked, then the code is mailed once (outside the cooldown: the click is the user's request) and
 * the answer is VERIFY_OTP.
 */
export async function connectDevice(ctx: AuthContext, { email, deviceId }: ConnectEmailBody): Promise<{ action: 'VERIFY_OTP' }> {
  const user = await ctx.store.findUserByEmail(email)
  if (!user || !user.devices.includes(deviceId)) throw new AuthError(409, 'DEVICE_NOT_APPROVED', 'Approve this device from the link in your email')
  const awaiting = `${user.id}:${deviceId}`
  if (ctx.approvedAwaitingCode.delete(awaiting)) await mailLoginCode(ctx, email, deviceId)
  return { action: 'VERIFY_OTP' }
}

/** Step 2: the code proves the mailbox; a new email becomes a user with this device verified. */
export async function connectOtp(ctx: AuthContext, { email, deviceId, otp }: ConnectOtpBody): Promise<ConnectOtpReply> {
  ctx.codes.consume(loginKey(email, deviceId), otp)
  const existing = await ctx.store.findUserByEmail(email)
  // Codes go only to verified devices, but a user made meanwhile by another device must not be shadowed.
  if (existing && !existing.devices.includes(deviceId)) throw new AuthError(409, 'DEVICE_NOT_APPROVED', 'Approve this device from the link in your email')
  const user = existing ?? { id: randomUUID(), email, devices: [deviceId] }
  if (!existing) await ctx.store.saveUser(user)
  return openSession(ctx, user, deviceId)
}

async function mailLoginCode(ctx: AuthContext, email: string, deviceId: string): Promise<void> {
  const code = ctx.codes.issue(loginKey(email, deviceId))
  await sendMail(ctx.mailer, otpMail(email, code, OTP_TTL_MS / 60_000))
}
