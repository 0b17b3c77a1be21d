import { NUMBER_DISPLAY_DECIMALS } from '../constants/format'
import type { Locale } from '../i18n/locale'

const formatters = new Map<Locale, Intl.NumberFormat>()

/** English is en-US, as the spec fixes it; the other locales group and separate their own way. */
function formatter(locale: Locale): Intl.NumberFormat {
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
      minimumFractionDigits: NUMBER_DISPLAY_DECIMALS,
      maximumFractionDigits: NUMBER_DISPLAY_DECIMALS,
      // No '-0.00' for tiny negative values.
      signDisplay: 'negative',
    })
    formatters.set(locale, format)
  }
  return format
}

/**
 * Formats a number with 2 decimals and grouping, en-US in English (SPEC section 5); '0.00' for a
 * missing or unreadable value.
 * @example formatNumber(1234.567) // '1,234.57'
 * @example formatNumber('0.5') // '0.50'
 * @example formatNumber(1234.567, 'de') // '1.234,57'
 */
export function formatNumber(value: number | string | undefined, locale: Locale = 'en'): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value
  return formatter(locale).format(number === undefined || !Number.isFinite(number) ? 0 : number)
}
