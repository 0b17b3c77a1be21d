import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from './guardedString'

// ASCII letters only: names become DNS-like labels (`alice.reown.id`).
const accountNamePattern = /^[A-Za-z0-9-]{4,}$/

/**
 * Whether a value is a valid account name to register, without its suffix: letters, digits and
 * hyphens only, at least 4 characters (SPEC section 5).
 * @example isAccountName('alice-01') // true
 * @example isAccountName('bob') // false
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && accountNamePattern.test(value)
}

/** @example accountNameSchema.parse('alice-01') */
export const accountNameSchema = guardedString(isAccountName, ValidationMessages.INVALID_ACCOUNT_NAME)
