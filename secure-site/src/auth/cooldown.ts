import { tryAgainAfterMessage } from '@portico/contracts'
import { AuthError } from './authError'
import type { AuthStore } from './authStore'

export interface Cooldown {
  /** Throws COOLDOWN while `key` is within its period; else starts the period. */
  take(key: string): Promise<void>
}

/**
 * One mail per key per `periodMs` (SPEC 5: a code request within 30 s of the previous one fails),
 * counted in the store, so every instance of the service sees the same period.
 * @example
 * const cooldown = createCooldown({ store, periodMs: 30_000 })
 * await cooldown.take('alice@example.com') // ok
 * await cooldown.take('alice@example.com') // AuthError COOLDOWN 'Please try again after 30 seconds'
 */
export function createCooldown({ store, periodMs, now = Date.now }: { store: AuthStore; periodMs: number; now?: () => number }): Cooldown {
  return {
    async take(key) {
      const at = now()
      const { count, windowEndsAt } = await store.countHit(`cooldown:${key}`, periodMs, at)
      if (count === 1) return
      const remainingMs = windowEndsAt - at
      throw new AuthError(429, 'COOLDOWN', tryAgainAfterMessage(remainingMs), { retryAfterSeconds: Math.ceil(remainingMs / 1000) })
    },
  }
}
