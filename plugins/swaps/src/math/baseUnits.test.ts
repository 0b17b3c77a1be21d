import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBaseUnits, toBaseUnits } from './baseUnits'

describe('base units', () => {
  it('reads typed amounts, cutting extra decimals', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('.5', 18)).toBe(5n * 10n ** 17n)
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n)
    expect(toBaseUnits('2', 0)).toBe(2n)
    expect(toBaseUnits('0', 6)).toBe(0n)
  })

  it('refuses what is not a decimal number', () => {
    for (const text of ['', '.', '1e3', '-1', '1.2.3', 'abc', ' ', '1,5', undefined]) expect(toBaseUnits(text, 6)).toBeUndefined()
  })

  it('writes base units back without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5')
    expect(fromBaseUnits(5n, 18)).toBe('0.000000000000000005')
    expect(fromBaseUnits(2_000_000n, 6)).toBe('2')
    expect(fromBaseUnits(0n, 6)).toBe('0')
  })

  it('round-trips any amount at any decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (amount, decimals) => {
        expect(toBaseUnits(fromBaseUnits(amount, decimals), decimals)).toBe(amount)
      }),
    )
  })
})
