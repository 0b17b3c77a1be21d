import { timingSafeEqual } from 'node:crypto'
import { AuthError } from './authError'
import { generateOtp } from './generateOtp'

export interface OneTimeCodesOptions {
  /** How long a code stays valid. */
  ttlMs: number
  /** Wrong guesses allowed before the code is burnt. */
  maxAttempts: number
  now?: () => number
  generate?: () => string
}

interface PendingCode {
  code: string
  expiresAt: number
  attemptsLeft: number
}

/**
 * Codes keyed by what they prove (`login:alice@example.com`): issuing replaces the previous code,
 * a right guess consumes it, too many wrong guesses or the TTL burn it.
 * @example
 * const codes = createOneTimeCodes({ ttlMs: 600_000, maxAttempts: 5 })
 * const code = codes.issue('login:alice@example.com')
 * codes.consume('login:alice@example.com', code) // ok once, OTP_INVALID after
 */
export function createOneTimeCodes({ ttlMs, maxAttempts, now = Date.now, generate = generateOtp }: OneTimeCodesOptions) {
  const pending = new Map<string, PendingCode>()

  return {
    issue(key: string): string {
      const code = generate()
      pending.set(key, { code, expiresAt: now() + ttlMs, attemptsLeft: maxAttempts })
      return code
    },

    /** Throws OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED; returns once the code matched. */
    consume(key: string, code: string): void {
      const entry = pending.get(key)
      if (!entry) throw new AuthError(400, 'OTP_INVALID', 'Invalid code, request a new one', { attemptsLeft: 0 })
      if (now() >= entry.expiresAt) {
        pending.delete(key)
        throw new AuthError(400, 'OTP_EXPIRED', 'The code has expired, request a new one')
      }
      if (sameCode(entry.code, code)) {
        pending.delete(key)
        return
      }
      entry.attemptsLeft -= 1
      if (entry.attemptsLeft <= 0) {
        pending.delete(key)
        throw new AuthError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes, request a new one')
      }
      throw new AuthError(400, 'OTP_INVALID', 'Invalid code', { attemptsLeft: entry.attemptsLeft })
    },

    discard(key: string): void {
      pending.delete(key)
    },
  }
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>

// Constant time, so response timing does not leak how many leading digits were right.
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
