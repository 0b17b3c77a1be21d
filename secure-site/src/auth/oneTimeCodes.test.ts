import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthError } from './authError'
import { createCooldown } from './cooldown'
import { generateOtp } from './generateOtp'
import { createMemoryAuthStore } from './memoryAuthStore'
import { createOneTimeCodes, type OneTimeCodesOptions } from './oneTimeCodes'

const codeError = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof AuthError) return error
    throw error
  }
  throw new Error('expected an AuthError')
}
const codesWith = (options: Omit<OneTimeCodesOptions, 'store' | 'hashKey'>, store = createMemoryAuthStore()) => createOneTimeCodes({ store, hashKey: randomBytes(32), ...options })

describe('one-time codes', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  it('generates 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/)
  })

  it('accepts the right code once', async () => {
    const codes = codesWith({ ttlMs: 60_000, maxAttempts: 5, generate: () => '012345' })
    await codes.issue('k')
    await expect(codes.consume('k', '012345')).resolves.toBeUndefined()
    expect((await codeError(codes.consume('k', '012345'))).code).toBe('OTP_INVALID')
  })

  it('stores only a keyed hash of the code', async () => {
    const store = createMemoryAuthStore()
    const codes = codesWith({ ttlMs: 60_000, maxAttempts: 5, generate: () => '482913' }, store)
    await codes.issue('login:alice@example.com')
    const stored = await store.getCode('login:alice@example.com')
    expect(stored).toMatchObject({ attemptsLeft: 5, expiresAt: 1_060_000 })
    expect(JSON.stringify(stored)).not.toContain('482913')
  })

  it('expires after the TTL', async () => {
    const codes = codesWith({ ttlMs: 60_000, maxAttempts: 5, generate: () => '111111' })
    await codes.issue('k')
    vi.advanceTimersByTime(60_000)
    expect((await codeError(codes.consume('k', '111111'))).code).toBe('OTP_EXPIRED')
  })

  it('burns the code after the last wrong attempt, counting down', async () => {
    const codes = codesWith({ ttlMs: 60_000, maxAttempts: 3, generate: () => '111111' })
    await codes.issue('k')
    expect((await codeError(codes.consume('k', '222222'))).details.attemptsLeft).toBe(2)
    expect((await codeError(codes.consume('k', '222222'))).details.attemptsLeft).toBe(1)
    expect((await codeError(codes.consume('k', '222222'))).code).toBe('OTP_ATTEMPTS_EXCEEDED')
    expect((await codeError(codes.consume('k', '111111'))).code).toBe('OTP_INVALID')
  })

  it('a new code replaces the old one', async () => {
    let next = 0
    const codes = codesWith({ ttlMs: 60_000, maxAttempts: 5, generate: () => ['111111', '222222'][next++] ?? '' })
    await codes.issue('k')
    await codes.issue('k')
    expect((await codeError(codes.consume('k', '111111'))).code).toBe('OTP_INVALID')
    await expect(codes.consume('k', '222222')).resolves.toBeUndefined()
  })
})

describe('cooldown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  it("refuses within the period with the SPEC's message, seconds rounded up", async () => {
    const cooldown = createCooldown({ store: createMemoryAuthStore(), periodMs: 30_000 })
    await cooldown.take('a@x.test')
    vi.advanceTimersByTime(12_300)
    const error = await codeError(cooldown.take('a@x.test'))
    expect(error).toMatchObject({ status: 429, code: 'COOLDOWN', message: 'Please try again after 18 seconds' })
    expect(error.details.retryAfterSeconds).toBe(18)
    await expect(cooldown.take('b@x.test')).resolves.toBeUndefined()
    vi.advanceTimersByTime(17_700)
    await expect(cooldown.take('a@x.test')).resolves.toBeUndefined()
  })
})
