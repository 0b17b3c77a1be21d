import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonRpcErrorSchema } from './jsonRpcError'

describe('jsonRpcErrorSchema', () => {
  it('parses an error object with optional data', () => {
    expect(jsonRpcErrorSchema.parse({ code: -32603, message: 'Internal error', data: { reason: 'x' } })).toEqual({
      code: -32603,
      message: 'Internal error',
      data: { reason: 'x' },
    })
    expect(jsonRpcErrorSchema.safeParse({ code: '4001', message: 'x' }).success).toBe(false)
    expect(jsonRpcErrorSchema.safeParse({ code: 4001.5, message: 'x' }).success).toBe(false)
    expect(jsonRpcErrorSchema.safeParse({ code: 4001 }).success).toBe(false)
  })

  it('accepts any integer code and string message', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.option(fc.jsonValue(), { nil: undefined }), (code, message, data) => {
        expect(jsonRpcErrorSchema.safeParse({ code, message, data }).success).toBe(true)
      }),
    )
  })
})
