import { randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import type { SocialIdentity } from './authStore'
import { findOrCreateUser } from './findOrCreateUser'
import type { ConnectOtpReply, ConnectSocialBody } from './schemas'
import { openSession } from './sessions'

/**
 * Social login, server side: the frame sends the code the provider gave the callback page, with
 * the PKCE verifier and nonce it kept; the service exchanges the code at that provider (OpenID
 * Connect: the ID token verified; OAuth 2: the user info read), and opens a session for the user
 * of (provider, subject), made on the first sign-in. The provider vouches for the person, so there
 * is no device step. The email shown follows the provider's latest claim, and so does the name
 * when the provider sends one; else the stored name stays. A new user without a name claim takes
 * the name the provider posted with its answer (`userName`: Apple's, sent only the first time).
 */
export async function connectSocial(ctx: AuthContext, { provider, code, codeVerifier, nonce, deviceId, userName: postedName }: ConnectSocialBody): Promise<ConnectOtpReply> {
  const client = ctx.social[provider]
  if (!client) throw new AuthError(404, 'SOCIAL_NOT_CONFIGURED', 'Social login is not set up on this secure site')
  const claims = await client.exchangeCode({ code, codeVerifier, nonce })
  const identity: SocialIdentity = { provider, subject: claims.sub, userName: claims.userName ?? postedName ?? null, email: claims.email }
  const { user, created } = await findOrCreateUser(
    ctx,
    () => ctx.store.findUserBySocial(provider, claims.sub),
    async () => ({ id: randomUUID(), social: identity, devices: [] }),
  )
  const current = created ? user : await ctx.store.setSocialProfile(user.id, claims.userName === null ? { email: claims.email } : { email: claims.email, userName: claims.userName })
  if (!current) throw new Error('The user was deleted during this sign-in')
  return openSession(ctx, current, deviceId, { method: 'social', provider, newUser: created })
}
