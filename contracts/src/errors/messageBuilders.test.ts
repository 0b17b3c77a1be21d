import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorRegisteringNameMessage } from './errorRegisteringNameMessage'
import { httpStatusMessage } from './httpStatusMessage'
import { tryAgainAfterMessage } from './tryAgainAfterMessage'

describe('message builders', () => {
  it('httpStatusMessage', () => {
    expect(httpStatusMessage(503)).toBe('HTTP status code: 503')
  })

  it('errorRegisteringNameMessage', () => {
    expect(errorRegisteringNameMessage('alice.reown.id')).toBe('Error registering name alice.reown.id')
  })

  it('tryAgainAfterMessage rounds the remaining time up to seconds', () => {
    expect(tryAgainAfterMessage(30_000)).toBe('Please try again after 30 seconds')
    expect(tryAgainAfterMessage(12_001)).toBe('Please try again after 13 seconds')
    expect(tryAgainAfterMessage(1)).toBe('Please try again after 1 seconds')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000 }), (ms) => {
        const seconds = Number(/after (\d+) seconds/.exec(tryAgainAfterMessage(ms))?.[1])
        expect(seconds * 1000).toBeGreaterThanOrEqual(ms)
        expect((seconds - 1) * 1000).toBeLessThan(ms)
      }),
    )
  })
})
