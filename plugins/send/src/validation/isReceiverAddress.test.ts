import { describe, expect, it } from 'vitest'
import { isReceiverAddress, looksLikeName } from './isReceiverAddress'

describe('receiver input', () => {
  it('sends only to 0x-prefixed EVM addresses', () => {
    expect(isReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isReceiverAddress('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isReceiverAddress('0x7099')).toBe(false)
  })
  it('treats dotted words as names to resolve', () => {
    expect(looksLikeName('bobby.reown.id')).toBe(true)
    expect(looksLikeName('vitalik.eth')).toBe(true)
    expect(looksLikeName('bob')).toBe(false)
    expect(looksLikeName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })
})
