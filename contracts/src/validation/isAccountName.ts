import * as z from 'zod/mini'
import { ValidationMessages } from '../errors/validationMessages'

/** A name is one DNS label under the zone (`alice.reown.id`): RFC 1035 caps a label at 63 octets. */
export const ACCOUNT_NAME_MAX_LENGTH = 63

// ASCII letters only: names become DNS-like labels.
const accountNameCharacters = /^[A-Za-z0-9-]{4,}$/

/**
 * Why a value cannot be registered as an account name (without its suffix), or undefined when it
 * can. SPEC section 5 (letters, digits, hyphen only, at least 4 characters), then the DNS label
 * rules a name under `.reown.id` must also follow: at most 63 characters, no hyphen first or
 * last, and no hyphens in both the third and fourth places (reserved by IDNA: `xn--` punycode
 * would display as another name).
 * @example accountNameIssue('alice-01') // undefined
 * @example accountNameIssue('xn--abcd') // 'Hyphens in the third and fourth places are reserved'
 */
export function accountNameIssue(value: unknown): string | undefined {
  if (typeof value !== 'string' || !accountNameCharacters.test(value)) return ValidationMessages.INVALID_ACCOUNT_NAME
  if (value.length > ACCOUNT_NAME_MAX_LENGTH) return ValidationMessages.ACCOUNT_NAME_TOO_LONG
  if (value.startsWith('-') || value.endsWith('-')) return ValidationMessages.ACCOUNT_NAME_HYPHEN_AT_EDGE
  if (value.slice(2, 4) === '--') return ValidationMessages.ACCOUNT_NAME_RESERVED_HYPHENS
  return undefined
}

/**
 * Whether a value is a valid account name to register, without its suffix (see accountNameIssue).
 * @example isAccountName('alice-01') // true
 * @example isAccountName('bob') // false
 */
export function isAccountName(value: unknown): value is string {
  return accountNameIssue(value) === undefined
}

/**
 * The rule as a schema, its issue the reason the name fails.
 * @example accountNameSchema.parse('alice-01')
 */
export const accountNameSchema = z.string({ error: ValidationMessages.INVALID_ACCOUNT_NAME }).check(
  z.superRefine((value, context) => {
    const issue = accountNameIssue(value)
    if (issue !== undefined) context.issues.push({ code: 'custom', message: issue, input: value })
  }),
)
