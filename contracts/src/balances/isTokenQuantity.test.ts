import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isTokenQuantity, MAX_TOKEN_QUANTITY } from './isTokenQuantity'

describe('isTokenQuantity', () => {
  it('accepts finite non-negative decimals below 10^30, the exponent form of tiny ones included', () => {
    for (const text of ['0', '1', '1.5', '0.000001', '1e-7', '2.5E-10', '123456789012345678901234567890'.slice(0, 29)]) expect([text, isTokenQuantity(text)]).toEqual([text, true])
  })

  it("refuses '1e309', infinities, negatives, hex, blanks and figures at or past 10^30", () => {
    for (const text of ['1e309', '1e30', '1'.padEnd(31, '0'), 'Infinity', 'NaN', '-1', '0x10', '', ' 1', '1.', '.5', '1,5', '1e', `1.${'0'.repeat(65)}`]) expect([text, isTokenQuantity(text)]).toEqual([text, false])
  })

  it('agrees with the number it reads as, for any non-negative double written out', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = String(value)
        // Number#toString writes '1e+21' with a plus: allowed, and finite.
        expect(isTokenQuantity(text)).toBe(value < MAX_TOKEN_QUANTITY)
      }),
    )
  })
})
