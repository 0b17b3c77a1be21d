import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { floorDecimals } from './floorDecimals'

/** floor(n / 10^k) for any sign; bigint division truncates toward zero. */
const floorDiv = (n: bigint, k: number) => {
  const d = 10n ** BigInt(k)
  const q = n / d
  return n < 0n && q * d !== n ? q - 1n : q
}

describe('floorDecimals', () => {
  it.each([
    ['1.23456', 3, '1.234'],
    ['1.2349999', 3, '1.234'],
    ['1.5', 3, '1.5'],
    ['42', 3, '42'],
    ['0.0004', 3, '0'],
    ['-1.0001', 3, '-1.001'],
    ['-1.5', 0, '-2'],
    ['.5', 3, '0.5'],
    ['5.', 3, '5'],
    ['1e-7', 3, '0'],
    ['1.23456e2', 3, '123.456'],
    ['+3E2', 3, '300'],
    ['123456789012345678901234567890.123456789', 3, '123456789012345678901234567890.123'],
  ])('floorDecimals(%j, %i) is %j', (value, places, expected) => {
    expect(floorDecimals(value, places)).toBe(expected)
  })

  it.each(['', '.', '-', 'abc', '1.2.3', '1e', 'NaN', 'Infinity', '0x10', '1,000', '1e100000'])('rejects %j', (value) => {
    expect(() => floorDecimals(value, 3)).toThrowError(`Invalid decimal number: ${value}`)
  })

  it('rejects invalid places', () => {
    expect(() => floorDecimals('1', -1)).toThrow(RangeError)
    expect(() => floorDecimals('1', 1.5)).toThrow(RangeError)
  })

  it('floors exactly, in plain and exponent notation', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 6 }), (n, scale, places) => {
        const expected = formatUnits(places >= scale ? n * 10n ** BigInt(places - scale) : floorDiv(n, scale - places), places)
        expect(floorDecimals(formatUnits(n, scale), places)).toBe(expected)
        expect(floorDecimals(`${n}e-${scale}`, places)).toBe(expected)
      }),
    )
  })

  it('agrees with Math.floor on numbers that floats hold exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (thousandths) => {
        const value = (thousandths / 1000).toFixed(3)
        expect(floorDecimals(value, 2)).toBe(String(Math.floor(thousandths / 10) / 100))
      }),
    )
  })
})
