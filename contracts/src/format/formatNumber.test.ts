import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber } from './formatNumber'

describe('formatNumber', () => {
  it('formats en-US with 2 decimals', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57')
    expect(formatNumber(0)).toBe('0.00')
    expect(formatNumber('0.5')).toBe('0.50')
    expect(formatNumber(-0.001)).toBe('0.00')
    expect(formatNumber(-1234.5)).toBe('-1,234.50')
  })

  it("shows '0.00' for missing or unreadable values", () => {
    for (const value of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '']) expect(formatNumber(value)).toBe('0.00')
  })

  it('always has grouping and exactly 2 decimals, within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const formatted = formatNumber(value)
        expect(formatted).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(Math.abs(Number(formatted.replaceAll(',', '')) - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15)
      }),
    )
  })
})
