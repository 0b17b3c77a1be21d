/** Alert titles (SPEC sections 2 and 8), word for word. */
export const AlertMessages = {
  NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  /** Advises the user to check their time settings. */
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
} as const

export type AlertMessage = (typeof AlertMessages)[keyof typeof AlertMessages]

/** Which alert each cause raises (SPEC section 8). */
export const AlertByReason = {
  /** Origin not on the project's allowlist (provider error). */
  ORIGIN_NOT_ALLOWED: AlertMessages.INVALID_APP_CONFIGURATION,
  /** A 403 from the analytics config, shown once per session. */
  ANALYTICS_FORBIDDEN: AlertMessages.INVALID_APP_CONFIGURATION,
  /** The embedded wallet did not load in time (the socials timeout). */
  SOCIALS_TIMEOUT: AlertMessages.INVALID_APP_CONFIGURATION,
  /** JWT not yet valid (provider error). */
  JWT_NOT_VALID: AlertMessages.SESSION_EXPIRED,
  /** Invalid key (provider error). */
  INVALID_KEY: AlertMessages.INVALID_PROJECT_ID,
  /** No project id in the options. */
  PROJECT_ID_MISSING: AlertMessages.PROJECT_ID_NOT_CONFIGURED,
  NETWORK_NOT_FOUND: AlertMessages.NETWORK_NOT_FOUND,
} as const satisfies Record<string, AlertMessage>

export type AlertReason = keyof typeof AlertByReason
