import { describe, expect, it } from 'vitest'
import { gasCostInUSD } from './gasCostInUSD'

describe('gasCostInUSD', () => {
  it('prices gas price times gas at the native price', () => {
    expect(gasCostInUSD({ gasPrice: 10n ** 9n, gas: 21_000n, decimals: 18, nativePrice: 2000 })).toBeCloseTo(0.042)
  })
  it('is 0 without a price', () => {
    expect(gasCostInUSD({ gasPrice: 10n ** 9n, gas: 21_000n, decimals: 18, nativePrice: 0 })).toBe(0)
  })
})
