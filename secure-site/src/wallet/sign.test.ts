import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { readableMessage } from './sign'

describe('readableMessage', () => {
  it('decodes hex that holds text', () => {
    expect(readableMessage(stringToHex('Welcome to Portico\nNonce: 1'))).toBe('Welcome to Portico\nNonce: 1')
  })

  it('keeps hex that holds bytes rather than text', () => {
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
    expect(readableMessage('0x' + 'ab'.repeat(32))).toBe('0x' + 'ab'.repeat(32))
  })

  it('shows a plain string as it is', () => {
    expect(readableMessage('hello')).toBe('hello')
  })
})
