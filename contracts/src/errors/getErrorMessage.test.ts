import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { getErrorMessage } from './getErrorMessage'

describe('getErrorMessage', () => {
  it('returns a string as is', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(getErrorMessage(message)).toBe(message)
      }),
    )
  })

  it('prefers the first validation issue of a zod error over its message', () => {
    const result = z.object({ email: z.email({ error: 'Invalid email' }), otp: z.string() }).safeParse({ email: 'x', otp: 1 })
    expect(result.success).toBe(false)
    expect(getErrorMessage(result.error)).toBe('Invalid email')
  })

  it('prefers a service error description from the first reason', () => {
    const error = Object.assign(new Error('HTTP status code: 400'), {
      reasons: [{ field: 'amount', description: 'Amount too low' }, { description: 'second' }],
    })
    expect(getErrorMessage(error)).toBe('Amount too low')
  })

  it('uses the message of an Error or an error-like object', () => {
    expect(getErrorMessage(new Error('Adapter not found'))).toBe('Adapter not found')
    expect(getErrorMessage({ code: 4001, message: 'User rejected the request.' })).toBe('User rejected the request.')
  })

  it("falls back to 'Unknown error'", () => {
    for (const error of [undefined, null, 42, {}, new Error(''), { message: 3 }, { issues: [] }, { reasons: [] }]) {
      expect(getErrorMessage(error)).toBe('Unknown error')
    }
  })

  it('always returns a string and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => {
        expect(typeof getErrorMessage(error)).toBe('string')
      }),
    )
  })

  it('returns the message of any Error with a non-empty message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (message) => {
        expect(getErrorMessage(new Error(message))).toBe(message)
      }),
    )
  })
})
