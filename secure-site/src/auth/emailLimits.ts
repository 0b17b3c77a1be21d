import { tryAgainAfterMessage } from '@portico/contracts'
import { AuthError } from './authError'
import type { AuthStore } from './authStore'

const HOUR_MS = 60 * 60_000

/** What one client, and anyone together, may ask of email login. */
export interface EmailLimits {
  /** `POST /v1/email/connect` one client may make a minute: a person starts a few; more is a script. */
  connectsPerClientPerMinute: number
  /** `POST /v1/device/connect` one client may make a minute: the frame asks every second while its person waits. */
  devicePollsPerClientPerMinute: number
  /** Device approval mails one client may have sent to one address in an hour. */
  approvalMailsPerClientPerHour: number
  /** Device approval mails one address may get in an hour, whoever asks. */
  approvalMailsPerAddressPerHour: number
}

export const DEFAULT_EMAIL_LIMITS: EmailLimits = {
  connectsPerClientPerMinute: 10,
  devicePollsPerClientPerMinute: 120,
  approvalMailsPerClientPerHour: 3,
  approvalMailsPerAddressPerHour: 10,
}

/**
 * Bounds the device approval mails an address gets: per asking client first (a stranger spends
 * their own share before the address's), then per address. Codes to a device already verified for
 * the address are not counted here: a stranger has no such device, so the owner's login on it goes
 * on whatever strangers ask.
 * @example await takeApprovalMail(store, DEFAULT_EMAIL_LIMITS, 'alice@example.com', '203.0.113.7', Date.now())
 */
export async function takeApprovalMail(store: AuthStore, limits: EmailLimits, email: string, client: string, now: number): Promise<void> {
  await takeWithin(store, `approval-mails:${email}|${client}`, limits.approvalMailsPerClientPerHour, now)
  await takeWithin(store, `approval-mails:${email}`, limits.approvalMailsPerAddressPerHour, now)
}

async function takeWithin(store: AuthStore, key: string, limit: number, now: number): Promise<void> {
  const { count, windowEndsAt } = await store.countHit(key, HOUR_MS, now)
  if (count <= limit) return
  const remainingMs = windowEndsAt - now
  throw new AuthError(429, 'MAIL_LIMIT', tryAgainAfterMessage(remainingMs), { retryAfterSeconds: Math.ceil(remainingMs / 1000) })
}
