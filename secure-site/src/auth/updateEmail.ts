import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import { updateEmailMail } from './mailMessages'
import type { OtpBody, UpdateEmailAction, UpdateEmailBody } from './schemas'
import { sendMail } from './sendMail'
import { readSession } from './sessions'
import { deleteEmailChange, getEmailChange, putEmailChange } from './pendingRecords'
import { recordAudit } from './recordAudit'
import { OTP_TTL_MS } from './authContext'

const primaryKey = (userId: string) => `update-primary:${userId}`
const secondaryKey = (userId: string) => `update-secondary:${userId}`
const emailInUse = () => new AuthError(409, 'EMAIL_IN_USE', 'This email belongs to another account')

/** Step 0 (SPEC 4): a code to the current address, under the cooldown of that address. */
export async function updateEmail(ctx: AuthContext, token: string, { newEmail }: UpdateEmailBody): Promise<{ action: UpdateEmailAction }> {
  const { record } = await readSession(ctx, token)
  if (record.email === undefined) throw new AuthError(409, 'NO_EMAIL', 'This account signs in with Farcaster or a social provider and has no email to change')
  if (newEmail === record.email) throw new AuthError(400, 'INVALID_BODY', 'The new email is the current one')
  await assertEmailFree(ctx, newEmail)
  await ctx.cooldown.take(record.email)
  await putEmailChange(ctx, record.id, { newEmail, step: 'primary' }, ctx.now() + 2 * OTP_TTL_MS)
  await sendMail(ctx.mailer, updateEmailMail(record.email, await ctx.codes.issue(primaryKey(record.id)), 'current'))
  ctx.metrics?.codesSent.inc({ purpose: 'email-change' })
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/** Step 1: the current address's code; then a code to the new address. */
export async function updateEmailPrimaryOtp(ctx: AuthContext, token: string, { otp }: OtpBody): Promise<{ action: UpdateEmailAction }> {
  const { record } = await readSession(ctx, token)
  const change = await getEmailChange(ctx, record.id)
  if (change?.step !== 'primary') throw new AuthError(409, 'OTP_INVALID', 'No email change is waiting for this code')
  await ctx.codes.consume(primaryKey(record.id), otp)
  await putEmailChange(ctx, record.id, { ...change, step: 'secondary' }, ctx.now() + OTP_TTL_MS)
  await sendMail(ctx.mailer, updateEmailMail(change.newEmail, await ctx.codes.issue(secondaryKey(record.id)), 'new'))
  ctx.metrics?.codesSent.inc({ purpose: 'email-change' })
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/** Step 2: the new address's code; the user's email changes, devices and wallet stay. */
export async function updateEmailSecondaryOtp(ctx: AuthContext, token: string, { otp }: OtpBody): Promise<{ email: string }> {
  const { record } = await readSession(ctx, token)
  const change = await getEmailChange(ctx, record.id)
  if (change?.step !== 'secondary') throw new AuthError(409, 'OTP_INVALID', 'No email change is waiting for this code')
  await ctx.codes.consume(secondaryKey(record.id), otp)
  await assertEmailFree(ctx, change.newEmail)
  await deleteEmailChange(ctx, record.id)
  // One statement on the email alone: a device approved meanwhile stays, and the unique index settles a race for the address.
  if (!(await ctx.store.setEmail(record.id, change.newEmail))) throw emailInUse()
  await recordAudit(ctx, 'email-changed', { userId: record.id })
  return { email: change.newEmail }
}

async function assertEmailFree(ctx: AuthContext, email: string): Promise<void> {
  if (await ctx.store.findUserByEmail(email)) throw emailInUse()
}
