import { randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import type { SocialIdentity, UserRecord } from './authStore'
import type { ConnectOtpReply, ConnectSocialBody } from './schemas'
import { openSession } from './sessions'

/**
 * Social login, server side: the frame sends the code the provider gave the callback page, with
 * the PKCE verifier and nonce it kept; the service exchanges the code at that provider (OpenID
 * Connect: the ID token verified; OAuth 2: the user info read), and opens a session for the user of (provider, subject), made on the first sign-in. The provider
 * vouches for the person, so there is no device step; the name and email shown follow the
 * provider's latest claims.
 */
export async function connectSocial(ctx: AuthContext, { provider, code, codeVerifier, nonce, deviceId }: ConnectSocialBody): Promise<ConnectOtpReply> {
  const client = ctx.social[provider]
  if (!client) throw new AuthError(404, 'SOCIAL_NOT_CONFIGURED', 'Social login is not set up on this secure site')
  const claims = await client.exchangeCode({ code, codeVerifier, nonce })
  const identity: SocialIdentity = { provider, subject: claims.sub, userName: claims.userName, email: claims.email }
  const existing = await ctx.store.findUserBySocial(provider, claims.sub)
  const user: UserRecord = existing ? { ...existing, social: identity } : { id: randomUUID(), social: identity, devices: [] }
  await ctx.store.saveUser(user)
  return openSession(ctx, user, deviceId, { method: 'social', provider, newUser: !existing })
}
