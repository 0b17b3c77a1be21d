import { describe, expect, it } from 'vitest'
import { formatNumber } from './formatNumber'
import { localizeDecimal } from './localizeDecimal'

describe('localizeDecimal', () => {
  it('leaves English as it is and writes other locales their way, digits exact', () => {
    expect(localizeDecimal('1234.567', 'en')).toBe('1234.567')
    expect(localizeDecimal('1234.567', 'fr')).toBe('1234,567')
    expect(localizeDecimal('0.000000000000000001', 'de')).toBe('0,000000000000000001')
    expect(localizeDecimal('not a number', 'de')).toBe('not a number')
  })
})

describe('formatNumber with a locale', () => {
  it('is en-US in English and the locale’s grouping and decimals elsewhere', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57')
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57')
  })
})
