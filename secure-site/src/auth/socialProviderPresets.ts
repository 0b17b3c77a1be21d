import type { FrameSocialProvider } from '@portico/contracts'
import { z } from 'zod'

/** What a sign-in at a provider yields: its stable subject, and the name and email it shows. */
export interface SocialClaims {
  sub: string
  userName: string | null
  email: string | null
}

/** Where a provider signs users in: OpenID Connect (its issuer, discovered) or OAuth 2 with a user info endpoint. */
export type SocialProviderPreset =
  | { kind: 'openid'; issuer: string; authorizationEndpoint: string; scope: string; responseMode?: 'query' | 'form_post' }
  | { kind: 'oauth2'; authorizationEndpoint: string; tokenEndpoint: string; userInfoEndpoint: string; scope: string; readUserInfo: (body: unknown) => SocialClaims | undefined }

const id = z.union([z.string().min(1).max(255), z.number().int().nonnegative().transform(String)])
const text = z.string().max(256).nullish().transform((value) => value ?? null)

const githubUser = z.object({ id, login: z.string().max(256), name: text, email: text })
const discordUser = z.object({ id, username: z.string().max(256), global_name: text, email: text })
const xUser = z.object({ data: z.object({ id, username: z.string().max(256), name: text }) })
const facebookUser = z.object({ id, name: text, email: text })

/**
 * The six providers' public endpoints, so an operator gives only client ids and secrets. Google
 * and Apple are OpenID providers (ID tokens); GitHub, Discord, X and Facebook are OAuth 2 with a
 * user info endpoint, each answering its own shape.
 */
export const SOCIAL_PROVIDER_PRESETS: Readonly<Record<FrameSocialProvider, SocialProviderPreset>> = {
  google: { kind: 'openid', issuer: 'https://accounts.google.com', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid profile email' },
  // Asked for the name or email, Apple answers only by form_post (a POST to the callback).
  apple: { kind: 'openid', issuer: 'https://appleid.apple.com', authorizationEndpoint: 'https://appleid.apple.com/auth/authorize', scope: 'openid name email', responseMode: 'form_post' },
  github: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userInfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
    readUserInfo: (body) => {
      const user = githubUser.safeParse(body).data
      return user && { sub: user.id, userName: user.login, email: user.email }
    },
  },
  discord: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userInfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    readUserInfo: (body) => {
      const user = discordUser.safeParse(body).data
      return user && { sub: user.id, userName: user.global_name ?? user.username, email: user.email }
    },
  },
  x: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userInfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    readUserInfo: (body) => {
      const user = xUser.safeParse(body).data?.data
      return user && { sub: user.id, userName: user.username, email: null }
    },
  },
  facebook: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userInfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
    readUserInfo: (body) => {
      const user = facebookUser.safeParse(body).data
      return user && { sub: user.id, userName: user.name, email: user.email }
    },
  },
}
