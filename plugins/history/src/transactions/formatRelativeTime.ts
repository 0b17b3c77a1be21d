import type { Locale } from '@portico/contracts'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

/** The largest unit that fits, as the spec's short English units count them. */
function elapsedIn(elapsed: number): { value: number; unit: Unit } {
  const count = (size: number) => Math.max(1, Math.round(elapsed / size))
  if (elapsed < MINUTE) return { value: count(SECOND), unit: 'second' }
  if (elapsed < HOUR) return { value: count(MINUTE), unit: 'minute' }
  if (elapsed < DAY) return { value: count(HOUR), unit: 'hour' }
  if (elapsed < MONTH) return { value: count(DAY), unit: 'day' }
  if (elapsed < YEAR) return { value: count(MONTH), unit: 'month' }
  return { value: count(YEAR), unit: 'year' }
}

// The spec's English short units (section 9), singular and plural.
const ENGLISH_UNITS: Record<Unit, [string, string]> = { second: ['sec', 'sec'], minute: ['min', 'min'], hour: ['hr', 'hrs'], day: ['d', 'd'], month: ['mo', 'mo'], year: ['yr', 'yr'] }

const formats = new Map<string, Intl.RelativeTimeFormat>()
function relativeFormat(locale: Locale, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}:${numeric}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric })
    formats.set(key, format)
  }
  return format
}

/**
 * How long ago a date was, in short units. English is the spec's (section 9): '12 sec ago',
 * '1 min ago', '5 hrs ago', '3 d ago', '2 mo ago', '4 yr ago', and 'just now' for a date in the
 * future; other locales say it through Intl.RelativeTimeFormat ('hace 3 h', '3 時間前').
 * @example formatRelativeTime(new Date(Date.now() - 3 * 3_600_000)) // '3 hrs ago'
 */
export function formatRelativeTime(date: Date, now: Date = new Date(), locale: Locale = 'en'): string {
  const elapsed = now.getTime() - date.getTime()
  if (Number.isNaN(elapsed)) return ''
  if (elapsed < SECOND) return locale === 'en' ? 'just now' : relativeFormat(locale, 'auto').format(0, 'second')
  const { value, unit } = elapsedIn(elapsed)
  if (locale !== 'en') return relativeFormat(locale, 'always').format(-value, unit)
  const [one, many] = ENGLISH_UNITS[unit]
  return `${value} ${value <= 1 ? one : many} ago`
}
