import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from './guardedString'

// Base58: digits and letters without 0, O, I and l.
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether a value is a Solana address: 32 to 44 base58 characters (SPEC section 5).
 * @example isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && solanaAddressPattern.test(value)
}

/** @example solanaAddressSchema.parse('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') */
export const solanaAddressSchema = guardedString(isSolanaAddress, ValidationMessages.INVALID_SOLANA_ADDRESS)
