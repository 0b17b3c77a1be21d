import { describe, expect, it } from 'vitest'
import { isRestrictedTimezone } from './isRestrictedTimezone'

describe('isRestrictedTimezone', () => {
  it('restricts mainland China, Hong Kong and Macau, aliases included', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao']) {
      expect(isRestrictedTimezone(zone)).toBe(true)
    }
  })

  it('allows every other zone, and an unknown one', () => {
    for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'UTC', 'asia/shanghai', '']) {
      expect(isRestrictedTimezone(zone)).toBe(false)
    }
    expect(isRestrictedTimezone(undefined)).toBe(false)
  })
})
