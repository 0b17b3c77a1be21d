import type { Locale } from '../i18n/locale'

const formatters = new Map<Locale, Intl.NumberFormat>()

/**
 * A decimal string as `formatBalance` gives it ('1.234'), written the locale's way: English
 * unchanged; elsewhere the locale's decimal separator, digits kept exact up to 20 decimals (Intl formats the string
 * itself, never a float of it). An unreadable string comes back as it is.
 * @example localizeDecimal('1.234', 'fr') // '1,234'
 */
export function localizeDecimal(decimal: string, locale: Locale): string {
  if (locale === 'en' || !/^-?\d+(\.\d+)?$/.test(decimal)) return decimal
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false })
    formatters.set(locale, format)
  }
  // Intl formats a numeric string exactly (ES2023 Intl.NumberFormat v3); TypeScript's lib types only numbers.
  return format.format(decimal as unknown as number)
}
