import { USER_REJECTION_CODES } from './errorCodes'

// viem nests the provider error a few `cause`s deep; the cap guards against cycles.
const MAX_CAUSE_DEPTH = 10

/**
 * Whether an error means the user declined: code 4001, or 5000 which the spec treats as a
 * rejection (SPEC section 8), on the error or anywhere in its `cause` chain (viem wraps the
 * provider's error, e.g. `TransactionExecutionError` > `UserRejectedRequestError`).
 * @example isUserRejection({ code: 4001, message: 'User rejected the request.' }) // true
 * @example isUserRejection(new Error('boom', { cause: { code: 5000 } })) // true
 */
export function isUserRejection(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth++) {
    if (typeof current !== 'object' || current === null) return false
    if ('code' in current && typeof current.code === 'number' && USER_REJECTION_CODES.includes(current.code)) {
      return true
    }
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
