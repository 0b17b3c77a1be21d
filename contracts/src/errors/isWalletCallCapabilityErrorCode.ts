import { WALLET_CALL_CAPABILITY_ERROR_CODES } from './errorCodes'

/**
 * Whether a code is a wallet-call capability error (5700-5760, SPEC section 8).
 * @example isWalletCallCapabilityErrorCode(5710) // true
 */
export function isWalletCallCapabilityErrorCode(code: number): boolean {
  return (
    Number.isInteger(code) &&
    code >= WALLET_CALL_CAPABILITY_ERROR_CODES.min &&
    code <= WALLET_CALL_CAPABILITY_ERROR_CODES.max
  )
}
