import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allWalletsCountLabel } from './allWalletsCountLabel'

describe('allWalletsCountLabel', () => {
  it('shows small counts exactly and rounds the rest down to tens', () => {
    expect(allWalletsCountLabel(0)).toBe('0')
    expect(allWalletsCountLabel(9)).toBe('9')
    expect(allWalletsCountLabel(10)).toBe('10')
    expect(allWalletsCountLabel(437)).toBe('430+')
    expect(allWalletsCountLabel(600)).toBe('600')
  })

  it('never claims more wallets than there are', () => {
    fc.assert(fc.property(fc.nat(100_000), (count) => Number.parseInt(allWalletsCountLabel(count), 10) <= count))
  })
})
