import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId'
import { parseCaipNetworkId } from './parseCaipNetworkId'

const parses = (value: string) => {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

describe('isCaipNetworkId', () => {
  it('accepts what parseCaipNetworkId accepts and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (value) => {
        expect(isCaipNetworkId(value)).toBe(typeof value === 'string' && parses(value))
      }),
    )
  })

  it('accepts a network id and rejects an address', () => {
    expect(isCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
  })
})
