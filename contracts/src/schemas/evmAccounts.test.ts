import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evmAccountsSchema } from './evmAccounts'

const HEX = [...'0123456789abcdefABCDEF']
const hex40 = fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 })

describe('evmAccountsSchema', () => {
  it('parses accounts and adds a missing 0x', () => {
    expect(
      evmAccountsSchema.parse(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']),
    ).toEqual(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'])
    expect(evmAccountsSchema.parse([])).toEqual([])
  })

  it('rejects a non-array or an invalid address', () => {
    expect(evmAccountsSchema.safeParse('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48').success).toBe(false)
    expect(evmAccountsSchema.safeParse(['0x123']).success).toBe(false)
  })

  it('always yields 0x plus the 40 hex characters given', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(hex40, fc.boolean())), (entries) => {
        const accounts = evmAccountsSchema.parse(entries.map(([body, prefixed]) => (prefixed ? `0x${body}` : body)))
        expect(accounts).toEqual(entries.map(([body]) => `0x${body}`))
      }),
    )
  })
})
