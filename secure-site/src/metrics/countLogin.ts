import { AuthError } from '../auth/authError'
import type { LoginMethod, SecureSiteMetrics } from './createSecureSiteMetrics'

/**
 * Counts a sign-in attempt once it settles: `success`, or the AuthError's code as its outcome
 * (`error` for anything else), then hands back its result or its error unchanged.
 * @example const session = await countLogin(metrics, 'email', connectOtp(ctx, body))
 */
export async function countLogin<T>(metrics: Pick<SecureSiteMetrics, 'logins'> | undefined, method: LoginMethod, attempt: Promise<T>): Promise<T> {
  try {
    const result = await attempt
    metrics?.logins.inc({ method, outcome: 'success' })
    return result
  } catch (error) {
    metrics?.logins.inc({ method, outcome: error instanceof AuthError ? error.code.toLowerCase() : 'error' })
    throw error
  }
}
