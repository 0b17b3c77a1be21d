import fc from 'fast-check'
import { TransactionExecutionError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection'

describe('isUserRejection', () => {
  it('recognises codes 4001 and 5000', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection({ code: 5000 })).toBe(true)
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection({ code: -32603 })).toBe(false)
  })

  it('finds a rejection nested in viem errors', () => {
    const rejected = new UserRejectedRequestError(new Error('User denied transaction signature.'))
    const wrapped = new TransactionExecutionError(rejected, { account: null, chain: undefined })
    expect(isUserRejection(rejected)).toBe(true)
    expect(isUserRejection(wrapped)).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: { code: 4001, message: 'denied' } }))).toBe(true)
  })

  it('is false for non-objects and survives cause cycles', () => {
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(isUserRejection(cyclic)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })

  it('is true exactly when a code of 4001 or 5000 is somewhere in a short cause chain', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 3990, max: 5010 }), { nil: undefined }), { maxLength: 6 }), (codes) => {
        const error = codes.reduceRight<unknown>((cause, code) => ({ code, cause }), undefined)
        expect(isUserRejection(error)).toBe(codes.some((code) => code === 4001 || code === 5000))
      }),
    )
  })
})
