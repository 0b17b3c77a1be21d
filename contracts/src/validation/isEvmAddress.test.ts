import fc from 'fast-check'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmAddressSchema, isEvmAddress } from './isEvmAddress'

const HEX = [...'0123456789abcdefABCDEF']
const hex40 = fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 })

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (body, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${body}` : body)).toBe(true)
      }),
    )
  })

  it('accepts a bad checksum, unlike viem isAddress in strict mode', () => {
    const badChecksum = '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(isAddress(badChecksum)).toBe(false)
    expect(isEvmAddress(badChecksum)).toBe(true)
  })

  it('matches the rule for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hex40.map((s) => `0x${s.slice(1)}`), hex40.map((s) => `0X${s}`)), (value) => {
        const body = value.startsWith('0x') ? value.slice(2) : value
        expect(isEvmAddress(value)).toBe(body.length === 40 && [...body].every((c) => HEX.includes(c)))
      }),
    )
  })

  it('schema agrees with the predicate and uses its message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hex40), (value) => {
        const result = evmAddressSchema.safeParse(value)
        expect(result.success).toBe(isEvmAddress(value))
        if (!result.success) expect(result.error.issues[0]?.message).toBe('Invalid EVM address')
      }),
    )
  })
})
