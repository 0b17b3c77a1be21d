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

describe('transactionGroupTitle in other locales', () => {
  it('names the month the locale’s way, through Intl', () => {
    expect(transactionGroupTitle(2023, 11, 2025, 'fr')).toBe('décembre 2023')
    expect(transactionGroupTitle(2025, 4, 2025, 'de')).toBe('Mai')
    expect(transactionGroupTitle(2023, 11, 2025, 'ja')).toBe('2023年12月')
  })
})
