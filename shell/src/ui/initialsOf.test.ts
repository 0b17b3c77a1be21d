import { describe, expect, it } from 'vitest'
import { initialsOf } from './initialsOf'

describe('initialsOf', () => {
  it('draws the first letters of the first two words', () => {
    expect(initialsOf('Portico Pass #7')).toBe('PP')
    expect(initialsOf('crypto-punks')).toBe('CP')
  })

  it('draws one letter for one word, skipping signs, and "?" for nothing', () => {
    expect(initialsOf(' ether')).toBe('E')
    expect(initialsOf('#7 $USDC')).toBe('7U')
    expect(initialsOf('  ')).toBe('?')
  })
})
