import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { caipAddressSchema } from './caipAddressSchema'
import { isCaipAddress } from './isCaipAddress'

describe('caipAddressSchema', () => {
  it('parses a CAIP-10 address', () => {
    expect(caipAddressSchema.parse('eip155:137:0xabc')).toBe('eip155:137:0xabc')
  })

  it('agrees with isCaipAddress, and every issue uses the spec message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (value) => {
        const result = caipAddressSchema.safeParse(value)
        expect(result.success).toBe(isCaipAddress(value))
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.message)).toEqual(['Invalid CAIP-10 address'])
        }
      }),
    )
  })
})
