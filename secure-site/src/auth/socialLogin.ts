import { randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import type { SocialIdentity, UserRecord } from './authStore'
import type { ConnectOtpReply, ConnectSocialBody } from './schemas'
import { openSession } from './sessions'

/**
 * Social login, server side: the frame sends the code the provider gave the callback page, with
 * the PKCE verifier and nonce it kept; the service exchanges the code, verifies the ID token, and
 * opens a session for the user of (provider, subject), made on the first sign-in. The provider
 * vouches for the person, so there is no device step; the name and email shown follow the
 * provider's latest claims.
 */
export async function connectSocial(ctx: AuthContext, { provider, code, codeVerifier, nonce, deviceId }: ConnectSocialBody): Promise<ConnectOtpReply> {
  if (!ctx.social) throw new AuthError(404, 'SOCIAL_NOT_CONFIGURED', 'Social login is not set up on this secure site')
  const claims = await ctx.social.openId.exchangeCode({ clientId: provider, code, codeVerifier, redirectUri: ctx.social.redirectUri, nonce })
  const identity: SocialIdentity = { provider, subject: claims.sub, userName: claims.preferred_username ?? claims.name ?? null, email: claims.email ?? null }
  const existing = await ctx.store.findUserBySocial(provider, claims.sub)
  const user: UserRecord = existing ? { ...existing, social: identity } : { id: randomUUID(), social: identity, devices: [] }
  await ctx.store.saveUser(user)
  return openSession(ctx, user, deviceId)
}
