import { describe, expect, it } from 'vitest'
import { isPairingExpired, msUntilPairingRefresh, pairingExpiry } from './pairingExpiry'

describe('pairing expiry (SPEC section 4)', () => {
  it('lives 4 minutes unless a lifetime is given', () => {
    expect(pairingExpiry(1_000)).toBe(241_000)
    expect(pairingExpiry(1_000, 15_000)).toBe(16_000)
  })

  it('counts as expired within 10 s of the expiry, and when there is none', () => {
    const expiry = pairingExpiry(0)
    expect(isPairingExpired(expiry, 0)).toBe(false)
    expect(isPairingExpired(expiry, 229_999)).toBe(false)
    expect(isPairingExpired(expiry, 230_000)).toBe(true)
    expect(isPairingExpired(expiry, 300_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })

  it('refreshes exactly when the pairing starts to count as expired', () => {
    const expiry = pairingExpiry(0)
    const wait = msUntilPairingRefresh(expiry, 0)
    expect(wait).toBe(230_000)
    expect(isPairingExpired(expiry, wait - 1)).toBe(false)
    expect(isPairingExpired(expiry, wait)).toBe(true)
    expect(msUntilPairingRefresh(expiry, 500_000)).toBe(0)
  })
})
