import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWalletCallCapabilityErrorCode } from './isWalletCallCapabilityErrorCode'

describe('isWalletCallCapabilityErrorCode', () => {
  it('covers 5700-5760 inclusive', () => {
    expect(isWalletCallCapabilityErrorCode(5699)).toBe(false)
    expect(isWalletCallCapabilityErrorCode(5700)).toBe(true)
    expect(isWalletCallCapabilityErrorCode(5760)).toBe(true)
    expect(isWalletCallCapabilityErrorCode(5761)).toBe(false)
    expect(isWalletCallCapabilityErrorCode(5700.5)).toBe(false)
  })

  it('matches the range for any integer', () => {
    fc.assert(
      fc.property(fc.integer(), (code) => {
        expect(isWalletCallCapabilityErrorCode(code)).toBe(code >= 5700 && code <= 5760)
      }),
    )
  })
})
