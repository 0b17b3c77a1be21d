import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isTransactionHash, transactionHashSchema } from './isTransactionHash'

const HEX = [...'0123456789abcdefABCDEF']
const hex = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })

describe('isTransactionHash', () => {
  it('accepts 0x plus 64 hex characters only', () => {
    fc.assert(
      fc.property(hex(64), (body) => {
        expect(isTransactionHash(`0x${body}`)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }).filter((n) => n !== 64).chain(hex), (body) => {
        expect(isTransactionHash(`0x${body}`)).toBe(false)
      }),
    )
    expect(isTransactionHash('ab'.repeat(32))).toBe(false)
  })

  it('matches the rule for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hex(64).map((s) => `0x${s.slice(1)}g`)), (value) => {
        const body = value.slice(2)
        const valid = value.startsWith('0x') && body.length === 64 && [...body].every((c) => HEX.includes(c))
        expect(isTransactionHash(value)).toBe(valid)
      }),
    )
  })

  it('schema agrees with the predicate and uses its message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hex(64).map((s) => `0x${s}`)), (value) => {
        const result = transactionHashSchema.safeParse(value)
        expect(result.success).toBe(isTransactionHash(value))
        if (!result.success) expect(result.error.issues[0]?.message).toBe('Invalid transaction hash')
      }),
    )
  })
})
