import { describe, expect, it } from 'vitest'
import { transactionGroupTitle } from './transactionGroupTitle'

describe('transactionGroupTitle', () => {
  it('shows the month alone in the current year', () => {
    expect(transactionGroupTitle(2025, 4, 2025)).toBe('May')
  })
  it('adds the year otherwise', () => {
    expect(transactionGroupTitle(2023, 11, 2025)).toBe('December 2023')
  })
  it('refuses a month index out of range', () => {
    expect(() => transactionGroupTitle(2025, 12, 2025)).toThrow('Invalid month index: 12')
  })
})
