import { createHash } from 'node:crypto'
import { z } from 'zod'

/** The users the sign-in page offers in one click; any other name that fits `usernameSchema` works too. */
export const SANDBOX_USERS = ['alice', 'bob', 'carol'] as const

/** A sandbox username: 1 to 32 of a-z, 0-9, `.`, `_`, `-`, compared lower-cased. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{0,31}$/, 'Use 1 to 32 letters, digits, dots, dashes or underscores')

/**
 * The OpenID subject of a username: opaque like a real provider's, and the same on every run,
 * so the same social account finds the same wallet after a restart.
 * @example subjectOf('alice') // '6b7a...' (32 hex digits)
 */
export function subjectOf(username: string): string {
  return createHash('sha256').update(`portico-sandbox-oidc:${username}`).digest('hex').slice(0, 32)
}

/** The claims the provider answers for a signed-in username (scopes openid, profile, email). */
export function sandboxClaims(subject: string, username: string, provider: string) {
  return { sub: subject, preferred_username: username, name: username, email: `${username}@${provider}.example`, email_verified: true }
}
