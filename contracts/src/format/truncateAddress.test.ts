import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

describe('truncateAddress', () => {
  it('keeps the first 4 and last 6 characters', () => {
    expect(truncateAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe('0xA0...06eB48')
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD...wCFLtV')
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    expect(truncateAddress('abcdefghijk', 2, 0)).toBe('ab...')
  })

  it('keeps both ends of any string and shortens only long ones', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(8), fc.nat(8), (value, start, end) => {
        const result = truncateAddress(value, start, end)
        if (value.length <= start + end) {
          expect(result).toBe(value)
        } else {
          expect(result).toHaveLength(start + end + 3)
          expect(result.startsWith(`${value.slice(0, start)}...`)).toBe(true)
          expect(result.endsWith(value.slice(value.length - end))).toBe(true)
        }
      }),
    )
  })
})
