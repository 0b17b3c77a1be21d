/** What went wrong, by name: the frame app switches on `code`, the user reads `message`. */
export type AuthErrorCode =
  | 'INVALID_BODY'
  | 'ORIGIN_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'COOLDOWN'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS_EXCEEDED'
  | 'DEVICE_NOT_APPROVED'
  | 'DEVICE_LINK_INVALID'
  | 'UNAUTHORIZED'
  | 'SESSION_EXPIRED'
  | 'EMAIL_IN_USE'
  | 'RECOVERY_LOCKED'
  | 'NO_RECOVERY'
  | 'NO_KEY_SHARES'
  | 'KEY_SHARES_EXIST'
  | 'MAIL_FAILED'
  | 'SOCIAL_NOT_CONFIGURED'
  | 'SOCIAL_PROVIDER_UNAVAILABLE'
  | 'SOCIAL_CODE_INVALID'
  | 'ID_TOKEN_INVALID'
  | 'NO_EMAIL'
  | 'FARCASTER_NOT_SET_UP'
  | 'FARCASTER_NONCE_INVALID'
  | 'FARCASTER_NONCE_LIMIT'
  | 'RATE_LIMITED'
  | 'MAIL_LIMIT'
  | 'FARCASTER_SIGN_IN_INVALID'

export interface AuthErrorDetails {
  /** COOLDOWN: whole seconds until a new code may be requested, rounded up. */
  retryAfterSeconds?: number
  /** OTP_INVALID: tries left on the current code. */
  attemptsLeft?: number
  /** INVALID_BODY: the first schema issues. */
  issues?: string[]
}

/**
 * An error the auth service answers with: an HTTP status, a code and a message a page may show as is.
 * @example throw new AuthError(429, 'COOLDOWN', 'Please try again after 12 seconds', { retryAfterSeconds: 12 })
 */
export class AuthError extends Error {
  override readonly name = 'AuthError'

  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly details: AuthErrorDetails = {},
  ) {
    super(message)
  }
}
