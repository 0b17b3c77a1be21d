import { z } from 'zod'

/** The name a person shares with an app at Apple; Apple's sheet lets them edit or clear either part. */
export type AppleName = { firstName?: string; lastName?: string }

/** One part of a name typed on the sandbox's Apple sign-in page: empty means "not given". */
export const appleNamePartSchema = z.string().trim().max(64, 'Use at most 64 characters for each part of the name')

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The name a sandbox username shares when the tester gives none: its first word as the first
 * name, the rest as the last name (words split at `.`, `_` and `-`).
 * @example appleNameOf('ann.lee') // { firstName: 'Ann', lastName: 'Lee' }
 * @example appleNameOf('alice') // { firstName: 'Alice' }
 */
export function appleNameOf(username: string): AppleName {
  const [first = username, ...rest] = username.split(/[._-]+/).filter(Boolean).map(capitalized)
  return rest.length > 0 ? { firstName: first, lastName: rest.join(' ') } : { firstName: first }
}

/**
 * Apple's `user` form field, which it POSTs beside `code` and `state` on a person's first
 * authorization of an app only: JSON with the name when the scope asks for `name`, the email when
 * it asks for `email`; nothing asked, no field.
 * @example appleUserField('openid name email', { firstName: 'Ann', lastName: 'Lee' }, 'ann@apple.example')
 * // '{"name":{"firstName":"Ann","lastName":"Lee"},"email":"ann@apple.example"}'
 */
export function appleUserField(scope: string, name: AppleName, email: string): string | undefined {
  const scopes = scope.split(' ')
  const user = { ...(scopes.includes('name') ? { name } : {}), ...(scopes.includes('email') ? { email } : {}) }
  return Object.keys(user).length > 0 ? JSON.stringify(user) : undefined
}
