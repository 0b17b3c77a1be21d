const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The title of a transaction group: the month, plus the year if it is not the current one
 * (SPEC section 9).
 * @example transactionGroupTitle(2025, 4, 2025) // 'May'
 * @example transactionGroupTitle(2023, 11, 2025) // 'December 2023'
 */
export function transactionGroupTitle(year: number, month: number, currentYear: number): string {
  const name = MONTH_NAMES[month]
  if (name === undefined) throw new RangeError(`Invalid month index: ${month}`)
  return year === currentYear ? name : `${name} ${year}`
}
