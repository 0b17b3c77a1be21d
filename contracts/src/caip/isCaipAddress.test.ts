import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress'
import { parseCaipAddress } from './parseCaipAddress'

const parses = (value: string) => {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

describe('isCaipAddress', () => {
  it('accepts what parseCaipAddress accepts and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (value) => {
        expect(isCaipAddress(value)).toBe(typeof value === 'string' && parses(value))
      }),
    )
  })

  it('accepts a Solana address', () => {
    expect(isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
  })
})
