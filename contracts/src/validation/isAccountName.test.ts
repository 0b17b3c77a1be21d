import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountNameSchema, isAccountName } from './isAccountName'

const ALLOWED = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-']

describe('isAccountName', () => {
  it('accepts letters, digits and hyphens, at least 4 characters', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('a-1b')).toBe(true)
    expect(isAccountName('bob')).toBe(false)
    expect(isAccountName('alice.reown.id')).toBe(false)
    expect(isAccountName('al ice')).toBe(false)
    expect(isAccountName('élise')).toBe(false)
  })

  it('matches the rule for any string', () => {
    const nameish = fc.string({ unit: fc.constantFrom(...ALLOWED, '.', '_', ' '), maxLength: 8 })
    fc.assert(
      fc.property(fc.oneof(fc.string(), nameish), (value) => {
        expect(isAccountName(value)).toBe(value.length >= 4 && [...value].every((c) => ALLOWED.includes(c)))
      }),
    )
  })

  it('schema agrees with the predicate and uses its message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: fc.constantFrom(...ALLOWED), maxLength: 8 })), (value) => {
        const result = accountNameSchema.safeParse(value)
        expect(result.success).toBe(isAccountName(value))
        if (!result.success) {
          expect(result.error.issues[0]?.message).toBe('Use letters, digits and hyphens only, at least 4 characters')
        }
      }),
    )
  })
})
