/**
 * The email-login cooldown message, with the remaining time rounded up to whole seconds
 * (SPEC section 5).
 * @example tryAgainAfterMessage(12_300) // 'Please try again after 13 seconds'
 */
export function tryAgainAfterMessage(remainingMs: number): string {
  return `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`
}
