import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountNameIssue, accountNameSchema, isAccountName } from './isAccountName'

const ALLOWED = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-']

/** The rule written out once more, plainly: SPEC section 5 plus the DNS label rules. */
const followsRule = (value: string) =>
  value.length >= 4 && value.length <= 63 && [...value].every((c) => ALLOWED.includes(c)) && !value.startsWith('-') && !value.endsWith('-') && value.slice(2, 4) !== '--'

describe('isAccountName', () => {
  it('accepts letters, digits and hyphens, 4 to 63 characters', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('a-1b')).toBe(true)
    expect(isAccountName('a'.repeat(63))).toBe(true)
    expect(isAccountName('bob')).toBe(false)
    expect(isAccountName('alice.reown.id')).toBe(false)
    expect(isAccountName('al ice')).toBe(false)
    expect(isAccountName('élise')).toBe(false)
  })

  it('refuses a name too long for a DNS label, with its reason', () => {
    expect(accountNameIssue('a'.repeat(64))).toBe('Use at most 63 characters')
    expect(accountNameIssue('a'.repeat(300))).toBe('Use at most 63 characters')
  })

  it('refuses a hyphen first or last, and hyphens in the third and fourth places (xn--)', () => {
    expect(accountNameIssue('----')).toBe('A name cannot start or end with a hyphen')
    expect(accountNameIssue('-alice')).toBe('A name cannot start or end with a hyphen')
    expect(accountNameIssue('alice-')).toBe('A name cannot start or end with a hyphen')
    expect(accountNameIssue('xn--abcd')).toBe('Hyphens in the third and fourth places are reserved')
    expect(accountNameIssue('ab--cd')).toBe('Hyphens in the third and fourth places are reserved')
    expect(accountNameIssue('abc--d')).toBeUndefined()
    expect(accountNameIssue('a--bcd')).toBeUndefined()
  })

  it('matches the rule for any string', () => {
    const nameish = fc.string({ unit: fc.constantFrom(...ALLOWED, '.', '_', ' '), maxLength: 70 })
    fc.assert(
      fc.property(fc.oneof(fc.string(), nameish), (value) => {
        expect(isAccountName(value)).toBe(followsRule(value))
      }),
    )
  })

  it('schema agrees with the predicate and gives the reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: fc.constantFrom(...ALLOWED), maxLength: 70 })), (value) => {
        const result = accountNameSchema.safeParse(value)
        expect(result.success).toBe(isAccountName(value))
        if (!result.success) expect(result.error.issues[0]?.message).toBe(accountNameIssue(value))
      }),
    )
  })
})
