import { describe, expect, it } from 'vitest'
import { sessionStatus } from './sessionStatus'

describe('sessionStatus', () => {
  it('is revoked before anything else, expired at its expiry, else active', () => {
    expect(sessionStatus({ revoked: true, expiry: 2_000 }, 1_000_000)).toBe('revoked')
    expect(sessionStatus({ revoked: false, expiry: 1_000 }, 1_000_000)).toBe('expiredStatus')
    expect(sessionStatus({ revoked: false, expiry: 1_001 }, 1_000_000)).toBe('active')
  })
})
