import { createHmac } from 'node:crypto'
import { AuthError } from './authError'
import type { AuthStore } from './authStore'
import { generateOtp } from './generateOtp'

export interface OneTimeCodesOptions {
  store: AuthStore
  /** The key codes are hashed with before they are stored: a dump of the store shows no code. */
  hashKey: Uint8Array
  /** How long a code stays valid. */
  ttlMs: number
  /** Wrong guesses allowed before the code is burnt. */
  maxAttempts: number
  now?: () => number
  generate?: () => string
}

export interface OneTimeCodes {
  /** A new code for `key`, replacing the previous one. */
  issue(key: string): Promise<string>
  /** Throws OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED; returns once the code matched. */
  consume(key: string, code: string): Promise<void>
  discard(key: string): Promise<void>
}

/**
 * Codes keyed by what they prove (`login:alice@example.com`): issuing replaces the previous code,
 * a right guess consumes it, too many wrong guesses or the TTL burn it. The store holds them, so a
 * code mailed by one instance is checked by any other, and the attempts are counted across all.
 * @example
 * const codes = createOneTimeCodes({ store, hashKey, ttlMs: 600_000, maxAttempts: 5 })
 * const code = await codes.issue('login:alice@example.com')
 * await codes.consume('login:alice@example.com', code) // ok once, OTP_INVALID after
 */
export function createOneTimeCodes({ store, hashKey, ttlMs, maxAttempts, now = Date.now, generate = generateOtp }: OneTimeCodesOptions): OneTimeCodes {
  // Bound to the key, so a stored hash proves nothing for another purpose or address.
  const hash = (key: string, code: string) => createHmac('sha256', hashKey).update(`${key}\n${code}`).digest('base64url')
  return {
    async issue(key) {
      const code = generate()
      await store.putCode(key, { codeHash: hash(key, code), expiresAt: now() + ttlMs, attemptsLeft: maxAttempts })
      return code
    },

    async consume(key, code) {
      const entry = await store.getCode(key)
      if (!entry) throw new AuthError(400, 'OTP_INVALID', 'Invalid code, request a new one', { attemptsLeft: 0 })
      if (now() >= entry.expiresAt) {
        await store.deleteCode(key)
        throw new AuthError(400, 'OTP_EXPIRED', 'The code has expired, request a new one')
      }
      // Taking it is atomic: of two instances given the right code at once, one succeeds.
      if (await store.takeCode(key, hash(key, code), now())) return
      const attemptsLeft = await store.spendCodeAttempt(key)
      if (attemptsLeft === undefined) throw new AuthError(400, 'OTP_INVALID', 'Invalid code, request a new one', { attemptsLeft: 0 })
      if (attemptsLeft <= 0) {
        await store.deleteCode(key)
        throw new AuthError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes, request a new one')
      }
      throw new AuthError(400, 'OTP_INVALID', 'Invalid code', { attemptsLeft })
    },

    async discard(key) {
      await store.deleteCode(key)
    },
  }
}
