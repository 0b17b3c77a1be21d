import { randomBytes, randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import { DEVICE_LINK_TTL_MS, OTP_TTL_MS, type AuthContext } from './authContext'
import type { UserRecord } from './authStore'
import { takeApprovalMail } from './emailLimits'
import { deviceApprovalMail, otpMail } from './mailMessages'
import type { ConnectEmailAction, ConnectEmailBody, ConnectOtpBody, ConnectOtpReply } from './schemas'
import { sendMail } from './sendMail'
import { openSession } from './sessions'
import { addUnregisteredDevice, forgetUnregisteredDevices, markApprovedAwaitingCode, putDeviceLink, takeApprovedAwaitingCode, takeDeviceLink, unregisteredDevices } from './pendingRecords'
import { recordAudit } from './recordAudit'
import { findOrCreateUser } from './findOrCreateUser'

const loginKey = (email: string, deviceId: string) => `login:${email}:${deviceId}`

/**
 * Whether this device was verified for this email (by a code, or by an approval link), with the
 * email's user if it has one. Whether the email has an account never decides the answer: a fresh
 * device is unverified for every address, so the reply tells a caller nothing about accounts.
 */
async function deviceVerifiedFor(ctx: AuthContext, email: string, deviceId: string): Promise<{ user: UserRecord | undefined; verified: boolean }> {
  const user = await ctx.store.findUserByEmail(email)
  const devices = user?.devices ?? (await unregisteredDevices(ctx, email))
  return { user, verified: devices.includes(deviceId) }
}

/**
 * Step 1 of email login, under the 30 s cooldown: a device verified for this email gets a code
 * (VERIFY_OTP); any other device, for any address (a new user's too), gets an approval link first
 * (VERIFY_DEVICE), within the approval mails' hourly caps (takeApprovalMail). Both paths look the
 * user up and send one mail, so neither answer nor timing tells a registered address from an
 * unknown one. The cooldown is the asker's own (address, device and client address), so a
 * stranger asking for the address every 30 s does not hold back the owner's login.
 */
export async function connectEmail(ctx: AuthContext, { email, deviceId }: ConnectEmailBody, client = ''): Promise<{ action: ConnectEmailAction }> {
  await ctx.cooldown.take(`${email}|${deviceId}|${client}`)
  const { verified } = await deviceVerifiedFor(ctx, email, deviceId)
  if (verified) {
    await mailLoginCode(ctx, email, deviceId)
    return { action: 'VERIFY_OTP' }
  }
  await takeApprovalMail(ctx.store, ctx.emailLimits, email, client, ctx.now())
  const token = randomBytes(32).toString('base64url')
  await putDeviceLink(ctx, token, { email, deviceId }, ctx.now() + DEVICE_LINK_TTL_MS)
  await sendMail(ctx.mailer, deviceApprovalMail(email, `${ctx.publicUrl}/v1/device/approve?token=${token}`))
  return { action: 'VERIFY_DEVICE' }
}

/** The approval link's target: single use, expires, and makes the device verified for the email. */
export async function approveDevice(ctx: AuthContext, token: string): Promise<void> {
  const link = await takeDeviceLink(ctx, token)
  if (!link) throw new AuthError(400, 'DEVICE_LINK_INVALID', 'This approval link is invalid or has expired')
  const { user, verified } = await deviceVerifiedFor(ctx, link.email, link.deviceId)
  if (!verified && user) await ctx.store.addDevice(user.id, link.deviceId)
  if (!verified && !user) await addUnregisteredDevice(ctx, link.email, link.deviceId)
  await markApprovedAwaitingCode(ctx, link.email, link.deviceId, ctx.now() + OTP_TTL_MS)
  await recordAudit(ctx, 'device-approved', { userId: user?.id ?? null, deviceId: link.deviceId, details: { method: 'email-link' } })
}

/**
 * The frame polls this while it shows VERIFY_DEVICE: VERIFY_DEVICE again until the link is clicked
 * (an answer, not an error: waiting is the normal state, and a browser logs every 4xx a page
 * fetches), then the code is mailed once (outside the cooldown: the click is the user's request)
 * and the answer is VERIFY_OTP.
 */
export async function connectDevice(ctx: AuthContext, { email, deviceId }: ConnectEmailBody): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }> {
  const { verified } = await deviceVerifiedFor(ctx, email, deviceId)
  if (!verified) return { action: 'VERIFY_DEVICE' }
  if (await takeApprovedAwaitingCode(ctx, email, deviceId)) await mailLoginCode(ctx, email, deviceId)
  return { action: 'VERIFY_OTP' }
}

/** Step 2: the code proves the mailbox; a new email becomes a user with this device verified. */
export async function connectOtp(ctx: AuthContext, { email, deviceId, otp }: ConnectOtpBody): Promise<ConnectOtpReply> {
  await ctx.codes.consume(loginKey(email, deviceId), otp)
  const { user, created } = await findOrCreateUser(
    ctx,
    () => ctx.store.findUserByEmail(email),
    async () => ({ id: randomUUID(), email, devices: [...new Set([deviceId, ...(await unregisteredDevices(ctx, email))])] }),
  )
  // Codes go only to verified devices, but a user made meanwhile by another device must not be shadowed.
  if (!user.devices.includes(deviceId)) throw new AuthError(409, 'DEVICE_NOT_APPROVED', 'Approve this device from the link in your email')
  if (created) await forgetUnregisteredDevices(ctx, email)
  return openSession(ctx, user, deviceId, { method: 'email', newUser: created })
}

async function mailLoginCode(ctx: AuthContext, email: string, deviceId: string): Promise<void> {
  const code = await ctx.codes.issue(loginKey(email, deviceId))
  await sendMail(ctx.mailer, otpMail(email, code, OTP_TTL_MS / 60_000))
  ctx.metrics?.codesSent.inc({ purpose: 'sign-in' })
}
