import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toNameCoinType } from './nameCoinType'

describe('toNameCoinType', () => {
  it('sets the high bit of the chain id (ENSIP-11)', () => {
    expect(toNameCoinType(1)).toBe(2147483649)
    expect(toNameCoinType(31337)).toBe(0x80007a69)
    expect(toNameCoinType(0)).toBe(0x80000000)
    expect(toNameCoinType(2147483647)).toBe(0xffffffff)
  })

  it("throws 'Invalid chainId' from 2147483648 on, and for what is no chain id", () => {
    for (const chainId of [2147483648, 2 ** 32, 2 ** 40, -1, 1.5, Number.NaN]) expect(() => toNameCoinType(chainId)).toThrow('Invalid chainId')
  })

  it('keeps the chain id in the low 31 bits for every valid one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2147483647 }), (chainId) => {
        const coinType = toNameCoinType(chainId)
        expect(coinType - 0x80000000).toBe(chainId)
      }),
    )
  })
})
