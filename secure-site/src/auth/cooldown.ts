import { tryAgainAfterMessage } from '@portico/contracts'
import { AuthError } from './authError'

/**
 * One mail per key per `periodMs` (SPEC 5: a code request within 30 s of the previous one fails).
 * @example
 * const cooldown = createCooldown({ periodMs: 30_000 })
 * cooldown.take('alice@example.com') // ok
 * cooldown.take('alice@example.com') // AuthError COOLDOWN 'Please try again after 30 seconds'
 */
export function createCooldown({ periodMs, now = Date.now }: { periodMs: number; now?: () => number }) {
  const last = new Map<string, number>()
  return {
    take(key: string): void {
      const previous = last.get(key)
      const remainingMs = previous === undefined ? 0 : previous + periodMs - now()
      if (remainingMs > 0) {
        throw new AuthError(429, 'COOLDOWN', tryAgainAfterMessage(remainingMs), {
          retryAfterSeconds: Math.ceil(remainingMs / 1000),
        })
      }
      last.set(key, now())
    },
  }
}

export type Cooldown = ReturnType<typeof createCooldown>
