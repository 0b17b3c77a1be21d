import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from './guardedString'

// A regex, not viem's `isAddress`: the spec makes the 0x optional and says nothing of checksums,
// while `isAddress` needs the 0x and (strict by default) rejects a wrong mixed-case checksum.
const evmAddressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether a value is an EVM address: optional 0x plus 40 hex characters (SPEC section 5).
 * @example isEvmAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48') // true
 * @example isEvmAddress('a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddressPattern.test(value)
}

/** @example evmAddressSchema.parse('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48') */
export const evmAddressSchema = guardedString(isEvmAddress, ValidationMessages.INVALID_EVM_ADDRESS)
