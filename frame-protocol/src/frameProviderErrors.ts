import { AlertByReason, type AlertMessage } from '@portico/contracts'

/**
 * The error messages a secure site answers with for a deployment fault (SPEC section 8, "Provider
 * errors mapped to these"). A secure site sends them as the error reply's `message`; the page
 * shows the alert each maps to (frameProviderAlert).
 */
export const FrameProviderErrors = {
  /** The embedding page's origin is not on the secure site's allow-list. */
  ORIGIN_NOT_ALLOWED: 'Origin not allowed',
  /** The session token's not-before time is in the future (a clock set wrong). */
  JWT_NOT_VALID: 'JWT token not yet valid',
  /** The project id is unknown to the secure site. */
  INVALID_KEY: 'Invalid key',
} as const

/**
 * The alert a frame error message raises, or undefined for an ordinary error.
 * @example frameProviderAlert('Origin not allowed') // 'Invalid App Configuration'
 */
export function frameProviderAlert(message: string): AlertMessage | undefined {
  for (const [reason, text] of Object.entries(FrameProviderErrors) as [keyof typeof FrameProviderErrors, string][]) {
    if (message.includes(text)) return AlertByReason[reason]
  }
  return undefined
}
