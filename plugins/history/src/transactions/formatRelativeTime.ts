const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * How long ago a date was, in short units (SPEC section 9): '12 sec ago', '1 min ago',
 * '5 hrs ago', '3 d ago', '2 mo ago', '4 yr ago'. A date in the future reads as 'just now'.
 * @example formatRelativeTime(new Date(Date.now() - 3 * 3_600_000)) // '3 hrs ago'
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime()
  if (Number.isNaN(elapsed)) return ''
  if (elapsed < SECOND) return 'just now'
  const unit = (value: number, one: string, many = one) => `${Math.max(1, Math.round(value))} ${Math.round(value) <= 1 ? one : many} ago`
  if (elapsed < MINUTE) return unit(elapsed / SECOND, 'sec')
  if (elapsed < HOUR) return unit(elapsed / MINUTE, 'min')
  if (elapsed < DAY) return unit(elapsed / HOUR, 'hr', 'hrs')
  if (elapsed < MONTH) return unit(elapsed / DAY, 'd')
  if (elapsed < YEAR) return unit(elapsed / MONTH, 'mo')
  return unit(elapsed / YEAR, 'yr')
}
