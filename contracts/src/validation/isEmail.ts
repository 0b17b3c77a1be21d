import * as z from 'zod/mini'

/** RFC 5321's limit on a whole address. */
export const MAX_EMAIL_LENGTH = 254

// zod's email format (letters, digits and _'+.- before the @, no leading, trailing or doubled dot,
// a letter-only top-level label), whose host must also be a DNS hostname (no label ending in '-').
// zod/mini, as the shell's boot parses with it.
const hostnameSchema = z.hostname()
const emailSchema = z.email().check(
  z.maxLength(MAX_EMAIL_LENGTH),
  z.refine((email) => hostnameSchema.safeParse(email.slice(email.lastIndexOf('@') + 1)).success),
)

/**
 * True when `value` is an email address in a valid format (SPEC section 5), at most 254 characters.
 * @example isEmail('ada@portico.example') // true
 * @example isEmail('ada@localhost') // false
 */
export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
