// A practical email format: a local part of letters, digits and _'+.- (no leading, trailing or
// doubled dot), an @, dot-separated host labels and a letter-only top-level label.
const emailPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
/** RFC 5321's limit on a whole address. */
export const MAX_EMAIL_LENGTH = 254

/**
 * True when `value` is an email address in a valid format (SPEC section 5), at most 254 characters.
 * A regex of our own rather than zod's `z.email()`, which would add its code to the shell's
 * initial chunk (zod is shared with it).
 * @example isEmail('ada@portico.example') // true
 * @example isEmail('ada@localhost') // false
 */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && emailPattern.test(value)
}
