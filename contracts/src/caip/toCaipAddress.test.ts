import { describe, expect, it } from 'vitest'
import { toCaipAddress } from './toCaipAddress'

describe('toCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(toCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
  })
})
