import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minimumReceived, networkFeeInUSD, priceImpact, rate } from './swapMath'

describe('swap math', () => {
  it('minimum received keeps 99% with the slippage of 1, rounded down', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(199n, 1)).toBe(197n)
    expect(minimumReceived(10n ** 18n, 0.5)).toBe(995n * 10n ** 15n)
  })

  it('minimum received is never more than the quote nor less than its share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 36n }), (toAmount) => {
        const min = minimumReceived(toAmount, 1)
        expect(min <= toAmount).toBe(true)
        expect(min * 100n >= toAmount * 99n - 100n).toBe(true)
      }),
    )
  })

  it('the rate is output tokens per input token, across decimals', () => {
    expect(rate({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_950_000_000n, toDecimals: 6 })).toBe(1950)
    expect(rate({ fromAmount: 0n, fromDecimals: 18, toAmount: 1n, toDecimals: 6 })).toBe(0)
  })

  it('price impact compares USD values, and needs both', () => {
    expect(priceImpact({ fromValueInUSD: 2000, toValueInUSD: 1950 })).toBeCloseTo(2.5)
    expect(priceImpact({ fromValueInUSD: 100, toValueInUSD: 101 })).toBe(0)
    expect(priceImpact({ fromValueInUSD: 0, toValueInUSD: 1 })).toBeUndefined()
    expect(priceImpact({ fromValueInUSD: 1, toValueInUSD: 0 })).toBeUndefined()
  })

  it('the network fee is gas times its price at the native USD price', () => {
    expect(networkFeeInUSD({ gas: 150_000n, gasPrice: 10n ** 9n, nativePrice: 2000 })).toBeCloseTo(0.3)
  })
})
