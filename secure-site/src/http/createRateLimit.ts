export type RateLimitOptions = {
  /** How many takes one client may make per window. */
  limit: number
  windowMs: number
  now?: () => number
}

/** A fixed-window counter per client: `take(client)` is false once the client used its window's share. */
export interface RateLimit {
  take(client: string): boolean
}

/**
 * Bounds what one client (its address) may start per window, in memory; windows past are dropped
 * as clients come, so the map holds only clients seen within the last window.
 * @example
 * const limit = createRateLimit({ limit: 20, windowMs: 60_000 })
 * if (!limit.take(req.socket.remoteAddress ?? '')) throw new RelayError(429, 'Too many sign-ins started: wait a minute')
 */
export function createRateLimit({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimit {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    take(client) {
      const at = now()
      for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key)
      const window = windows.get(client) ?? { startedAt: at, count: 0 }
      if (window.count >= limit) return false
      window.count += 1
      windows.set(client, window)
      return true
    },
  }
}
