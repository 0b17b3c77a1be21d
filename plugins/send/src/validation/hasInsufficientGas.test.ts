import { describe, expect, it } from 'vitest'
import { hasInsufficientGas } from './hasInsufficientGas'

describe('hasInsufficientGas', () => {
  it('is insufficient with a zero or unknown native balance', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 0, isSmartAccount: false })).toBe(true)
    expect(hasInsufficientGas({ networkBalanceInUSD: undefined, gasPriceInUSD: 0.01, isSmartAccount: false })).toBe(true)
  })
  it('is insufficient below the gas cost in USD, sufficient at or above it', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0.03, gasPriceInUSD: 0.04, isSmartAccount: false })).toBe(true)
    expect(hasInsufficientGas({ networkBalanceInUSD: 0.04, gasPriceInUSD: 0.04, isSmartAccount: false })).toBe(false)
  })
  it('exempts smart accounts', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 1, isSmartAccount: true })).toBe(false)
  })
})
