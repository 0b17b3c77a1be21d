import { describe, expect, it } from 'vitest'
import { createRateLimit } from './createRateLimit'

describe('createRateLimit', () => {
  it('lets each client take its share per window, then refuses it until the window has passed', () => {
    let now = 0
    const limit = createRateLimit({ limit: 2, windowMs: 1_000, now: () => now })
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false])
    expect(limit.take('b')).toBe(true)
    now = 999
    expect(limit.take('a')).toBe(false)
    now = 1_000
    expect(limit.take('a')).toBe(true)
  })
})
