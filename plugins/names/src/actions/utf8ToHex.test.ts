import fc from 'fast-check'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { utf8ToHex } from './utf8ToHex'

describe('utf8ToHex', () => {
  it("agrees with viem's stringToHex for any text", () => {
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('é名')).toBe('0xc3a9e5908d')
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ToHex(text)).toBe(stringToHex(text))
      }))
  })
})
