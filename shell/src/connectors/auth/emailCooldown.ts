import { EMAIL_COOLDOWN_MS, tryAgainAfterMessage } from '@portico/contracts'

/**
 * The page's side of the email cooldown (SPEC section 5): a code request within 30 s of the last
 * one fails with 'Please try again after N seconds'. The auth service enforces it too.
 * @example assertEmailCooldownOver(now - 12_000, now) // throws 'Please try again after 18 seconds'
 */
export function assertEmailCooldownOver(lastRequestAt: number | undefined, now: number): void {
  if (lastRequestAt === undefined) return
  const remaining = lastRequestAt + EMAIL_COOLDOWN_MS - now
  if (remaining > 0) throw new Error(tryAgainAfterMessage(remaining))
}
