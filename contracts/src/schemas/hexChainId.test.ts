import fc from 'fast-check'
import { numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { hexChainIdSchema } from './hexChainId'

describe('hexChainIdSchema', () => {
  it('parses hex chain ids to numbers', () => {
    expect(hexChainIdSchema.parse('0x1')).toBe(1)
    expect(hexChainIdSchema.parse('0x89')).toBe(137)
    expect(hexChainIdSchema.parse('0x7A69')).toBe(31337)
    expect(hexChainIdSchema.parse('0x01')).toBe(1)
  })

  it('rejects zero, decimals, missing 0x and unsafe sizes with one message', () => {
    for (const value of ['0x0', '0x', '1', '137', '0xg1', 1, '0x20000000000000']) {
      const result = hexChainIdSchema.safeParse(value)
      expect(result.success).toBe(false)
      if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toEqual(['Invalid hex chain id'])
    }
  })

  it("round-trips with viem's numberToHex", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 52 - 1 }), (chainId) => {
        expect(hexChainIdSchema.parse(numberToHex(chainId))).toBe(chainId)
      }),
    )
  })
})
