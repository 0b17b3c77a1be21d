import { describe, expect, it } from 'vitest'
import { retryAfterMs } from './retryAfter'

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000)
    expect(retryAfterMs(' 0 ')).toBe(0)
    const now = Date.parse('Wed, 21 Oct 2026 07:27:58 GMT')
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', now)).toBe(2000)
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0)
  })

  it('gives nothing for an absent or unreadable header', () => {
    expect(retryAfterMs(null)).toBeUndefined()
    expect(retryAfterMs('soon')).toBeUndefined()
    expect(retryAfterMs('-3')).toBeUndefined()
    expect(retryAfterMs('1.5')).toBeUndefined()
  })
})
