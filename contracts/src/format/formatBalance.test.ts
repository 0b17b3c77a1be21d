import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { floorDecimals } from './floorDecimals'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('floors to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance(formatUnits(1_500_000_000_000_000_000n, 18))).toBe('1.5')
    expect(formatBalance('2')).toBe('2')
  })

  it("shows '0.000' for zero, tiny, missing or unreadable balances", () => {
    for (const balance of ['0', '0.0009', '1e-9', undefined, '', 'abc']) expect(formatBalance(balance)).toBe('0.000')
  })

  it('writes a figure past 30 integer digits in exponent form, never hundreds of digits', () => {
    expect(formatBalance('1e309')).toBe('1e+309')
    expect(formatBalance('1.5e45')).toBe('1.5e+45')
    expect(formatBalance(`${'9'.repeat(31)}.5`)).toBe('9.999e+30')
    expect(formatBalance('-1234567e40')).toBe('-1.234e+46')
    expect(formatBalance('9'.repeat(30))).toBe('9'.repeat(30))
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 400n }), fc.integer({ min: 0, max: 18 }), (amount, decimals) => {
        expect(formatBalance(formatUnits(amount, decimals)).length).toBeLessThanOrEqual(35)
      }),
    )
  })

  it('takes other display decimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23')
    expect(formatBalance('0', 2)).toBe('0.00')
  })

  it('never throws, and matches floorDecimals on valid input', () => {
    fc.assert(
      fc.property(fc.string(), (balance) => {
        expect(typeof formatBalance(balance)).toBe('string')
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n - 1n }), fc.integer({ min: 0, max: 18 }), (amount, decimals) => {
        const value = formatUnits(amount, decimals)
        const floored = floorDecimals(value, 3)
        expect(formatBalance(value)).toBe(floored === '0' ? '0.000' : floored)
      }),
    )
  })
})
