import type { AuthContext } from './authContext'
import type { UserRecord } from './authStore'

/** The user a login signs in to, and whether this login made it. */
export interface FoundUser {
  user: UserRecord
  created: boolean
}

/**
 * The user `find` finds, else the one `makeUser` makes, written if no first login elsewhere wrote one meanwhile
 * (then that one, found again): two first logins at once sign in to one user.
 * @example const { user, created } = await findOrCreateUser(ctx, () => ctx.store.findUserByEmail(email), async () => ({ id: randomUUID(), email, devices: [deviceId] }))
 */
export async function findOrCreateUser(ctx: AuthContext, find: () => Promise<UserRecord | undefined>, makeUser: () => Promise<UserRecord>): Promise<FoundUser> {
  const existing = await find()
  if (existing) return { user: existing, created: false }
  const newUser = await makeUser()
  if (await ctx.store.createUserIfAbsent(newUser)) return { user: newUser, created: true }
  const winner = await find()
  // Made and deleted between two statements: rare enough to fail this login, never to guess.
  if (!winner) throw new Error('The user was created and deleted during this sign-in')
  return { user: winner, created: false }
}
