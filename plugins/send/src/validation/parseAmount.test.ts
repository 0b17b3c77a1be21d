import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAmount } from './parseAmount'

describe('parseAmount', () => {
  it('reads positive decimal text in the smallest unit', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('.5', 18)).toBe(5n * 10n ** 17n)
    expect(parseAmount(' 2 ', 0)).toBe(2n)
  })
  it('refuses empty, zero, negative and non-decimal text', () => {
    for (const text of [undefined, '', '.', '0', '0.000', '-1', '1e3', '1,5', 'abc', '0x10']) expect(parseAmount(text, 18)).toBeUndefined()
  })
  it('round-trips any positive amount formatted by viem', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (amount, decimals) => {
        expect(parseAmount(formatUnits(amount, decimals), decimals)).toBe(amount)
      }),
    )
  })
})
