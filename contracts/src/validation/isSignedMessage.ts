import type { Hex } from 'viem'
import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from './guardedString'

const signedMessagePattern = /^0x[0-9a-fA-F]{62,}$/

/**
 * Whether a value is a signed message (a signature): 0x plus at least 62 hex characters
 * (SPEC section 5).
 * @example isSignedMessage(`0x${'1b'.repeat(65)}`) // true
 */
export function isSignedMessage(value: unknown): value is Hex {
  return typeof value === 'string' && signedMessagePattern.test(value)
}

/** @example signedMessageSchema.parse(`0x${'1b'.repeat(65)}`) // typed Hex */
export const signedMessageSchema = guardedString(isSignedMessage, ValidationMessages.INVALID_SIGNED_MESSAGE)
