import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime'

const now = new Date('2025-06-15T12:00:00Z')
const ago = (ms: number) => formatRelativeTime(new Date(now.getTime() - ms), now)

describe('formatRelativeTime', () => {
  it('uses short units', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(12_000)).toBe('12 sec ago')
    expect(ago(60_000)).toBe('1 min ago')
    expect(ago(45 * 60_000)).toBe('45 min ago')
    expect(ago(3_600_000)).toBe('1 hr ago')
    expect(ago(5 * 3_600_000)).toBe('5 hrs ago')
    expect(ago(3 * 86_400_000)).toBe('3 d ago')
    expect(ago(65 * 86_400_000)).toBe('2 mo ago')
    expect(ago(800 * 86_400_000)).toBe('2 yr ago')
  })
  it('reads a future date as just now and a bad date as nothing', () => {
    expect(ago(-5_000)).toBe('just now')
    expect(formatRelativeTime(new Date('nope'), now)).toBe('')
  })
})

describe('formatRelativeTime in other locales', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  it('says it through Intl.RelativeTimeFormat, with the same units', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 3_600_000), now, 'es')).toBe(new Intl.RelativeTimeFormat('es', { style: 'short' }).format(-5, 'hour'))
    expect(formatRelativeTime(new Date(now.getTime() + 1_000), now, 'fr')).toBe(new Intl.RelativeTimeFormat('fr', { numeric: 'auto', style: 'short' }).format(0, 'second'))
  })
})
