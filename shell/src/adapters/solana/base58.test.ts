import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from './base58'

describe('base58', () => {
  it('round-trips and matches @scure/base on random bytes, leading zeros and the empty input', () => {
    const samples = [new Uint8Array(), Uint8Array.of(0), Uint8Array.of(0, 0, 1), Uint8Array.of(255, 255), new Uint8Array(32), new Uint8Array(64).fill(255)]
    for (let length = 1; length <= 80; length++) {
      const random = crypto.getRandomValues(new Uint8Array(length))
      if (length % 7 === 0) random.fill(0, 0, 3)
      samples.push(random)
    }
    for (const bytes of samples) {
      expect(toBase58(bytes)).toBe(base58.encode(bytes))
      expect(fromBase58(base58.encode(bytes))).toEqual(bytes)
    }
  })

  it('reads a Solana address as its 32 key bytes and refuses characters outside the alphabet', () => {
    expect(fromBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    expect(() => fromBase58('0OIl')).toThrow("Invalid base58 character '0'")
  })
})
