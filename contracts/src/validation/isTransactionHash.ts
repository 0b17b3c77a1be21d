import type { Hash } from 'viem'
import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from './guardedString'

const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether a value is a transaction hash: 0x plus 64 hex characters (SPEC section 5).
 * @example isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is Hash {
  return typeof value === 'string' && transactionHashPattern.test(value)
}

/** @example transactionHashSchema.parse(`0x${'ab'.repeat(32)}`) // typed Hash */
export const transactionHashSchema = guardedString(isTransactionHash, ValidationMessages.INVALID_TRANSACTION_HASH)
