import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSignedMessage, signedMessageSchema } from './isSignedMessage'

const HEX = [...'0123456789abcdefABCDEF']
const hexOf = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength, maxLength })

describe('isSignedMessage', () => {
  it('needs 0x plus at least 62 hex characters', () => {
    fc.assert(
      fc.property(hexOf(62, 200), (body) => {
        expect(isSignedMessage(`0x${body}`)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(hexOf(0, 61), (body) => {
        expect(isSignedMessage(`0x${body}`)).toBe(false)
      }),
    )
    expect(isSignedMessage('1b'.repeat(65))).toBe(false)
  })

  it('schema agrees with the predicate and uses its message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), hexOf(60, 70).map((s) => `0x${s}`)), (value) => {
        const result = signedMessageSchema.safeParse(value)
        expect(result.success).toBe(isSignedMessage(value))
        if (!result.success) expect(result.error.issues[0]?.message).toBe('Invalid signed message')
      }),
    )
  })
})
