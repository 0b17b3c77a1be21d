import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthError } from './authError'
import { createCooldown } from './cooldown'
import { generateOtp } from './generateOtp'
import { createOneTimeCodes } from './oneTimeCodes'

const codeError = (fn: () => void) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof AuthError) return error
    throw error
  }
  throw new Error('expected an AuthError')
}

describe('one-time codes', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  it('generates 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/)
  })

  it('accepts the right code once', () => {
    const codes = createOneTimeCodes({ ttlMs: 60_000, maxAttempts: 5, generate: () => '012345' })
    codes.issue('k')
    expect(() => codes.consume('k', '012345')).not.toThrow()
    expect(codeError(() => codes.consume('k', '012345')).code).toBe('OTP_INVALID')
  })

  it('expires after the TTL', () => {
    const codes = createOneTimeCodes({ ttlMs: 60_000, maxAttempts: 5, generate: () => '111111' })
    codes.issue('k')
    vi.advanceTimersByTime(60_000)
    expect(codeError(() => codes.consume('k', '111111')).code).toBe('OTP_EXPIRED')
  })

  it('burns the code after the last wrong attempt, counting down', () => {
    const codes = createOneTimeCodes({ ttlMs: 60_000, maxAttempts: 3, generate: () => '111111' })
    codes.issue('k')
    expect(codeError(() => codes.consume('k', '222222')).details.attemptsLeft).toBe(2)
    expect(codeError(() => codes.consume('k', '222222')).details.attemptsLeft).toBe(1)
    expect(codeError(() => codes.consume('k', '222222')).code).toBe('OTP_ATTEMPTS_EXCEEDED')
    expect(codeError(() => codes.consume('k', '111111')).code).toBe('OTP_INVALID')
  })

  it('a new code replaces the old one', () => {
    let next = 0
    const codes = createOneTimeCodes({ ttlMs: 60_000, maxAttempts: 5, generate: () => ['111111', '222222'][next++] ?? '' })
    codes.issue('k')
    codes.issue('k')
    expect(codeError(() => codes.consume('k', '111111')).code).toBe('OTP_INVALID')
    expect(() => codes.consume('k', '222222')).not.toThrow()
  })
})

describe('cooldown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  it("refuses within the period with the SPEC's message, seconds rounded up", () => {
    const cooldown = createCooldown({ periodMs: 30_000 })
    cooldown.take('a@x.test')
    vi.advanceTimersByTime(12_300)
    const error = codeError(() => cooldown.take('a@x.test'))
    expect(error).toMatchObject({ status: 429, code: 'COOLDOWN', message: 'Please try again after 18 seconds' })
    expect(error.details.retryAfterSeconds).toBe(18)
    expect(() => cooldown.take('b@x.test')).not.toThrow()
    vi.advanceTimersByTime(17_700)
    expect(() => cooldown.take('a@x.test')).not.toThrow()
  })
})
