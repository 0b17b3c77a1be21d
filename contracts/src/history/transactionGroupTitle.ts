import type { Locale } from '../i18n/locale'

const formats = new Map<string, Intl.DateTimeFormat>()

function monthFormat(locale: Locale, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}`
  let format = formats.get(key)
  if (!format) {
    // Groups are made in UTC (groupTransactions), so their titles are too.
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format
}

/**
 * The title of a transaction group: the month, plus the year if it is not the current one
 * (SPEC section 9), written the locale's way.
 * @example transactionGroupTitle(2025, 4, 2025) // 'May'
 * @example transactionGroupTitle(2023, 11, 2025) // 'December 2023'
 * @example transactionGroupTitle(2023, 11, 2025, 'fr') // 'décembre 2023'
 */
export function transactionGroupTitle(year: number, month: number, currentYear: number, locale: Locale = 'en'): string {
  if (!Number.isInteger(month) || month < 0 || month > 11) throw new RangeError(`Invalid month index: ${month}`)
  return monthFormat(locale, year !== currentYear).format(Date.UTC(year, month, 1))
}
