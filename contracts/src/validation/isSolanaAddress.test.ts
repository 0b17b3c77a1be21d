import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress, solanaAddressSchema } from './isSolanaAddress'

const BASE58 = [...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz']

describe('isSolanaAddress', () => {
  it('accepts real addresses', () => {
    expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false)
  })

  it('matches the rule for any string', () => {
    const base58ish = fc.string({ unit: fc.constantFrom(...BASE58, '0', 'O', 'I', 'l'), minLength: 30, maxLength: 46 })
    fc.assert(
      fc.property(fc.oneof(fc.string(), base58ish), (value) => {
        const valid = value.length >= 32 && value.length <= 44 && [...value].every((c) => BASE58.includes(c))
        expect(isSolanaAddress(value)).toBe(valid)
      }),
    )
  })

  it('schema agrees with the predicate and uses its message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: fc.constantFrom(...BASE58), minLength: 32, maxLength: 44 })), (value) => {
        const result = solanaAddressSchema.safeParse(value)
        expect(result.success).toBe(isSolanaAddress(value))
        if (!result.success) expect(result.error.issues[0]?.message).toBe('Invalid Solana address')
      }),
    )
  })
})
