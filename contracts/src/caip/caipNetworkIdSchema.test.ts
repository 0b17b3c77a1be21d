import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { caipNetworkIdSchema } from './caipNetworkIdSchema'
import { isCaipNetworkId } from './isCaipNetworkId'

describe('caipNetworkIdSchema', () => {
  it('parses a CAIP-2 network id', () => {
    expect(caipNetworkIdSchema.parse('eip155:1')).toBe('eip155:1')
  })

  it('agrees with isCaipNetworkId, and every issue uses the spec message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (value) => {
        const result = caipNetworkIdSchema.safeParse(value)
        expect(result.success).toBe(isCaipNetworkId(value))
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.message)).toEqual(['Invalid CAIP-2 network id'])
        }
      }),
    )
  })
})
