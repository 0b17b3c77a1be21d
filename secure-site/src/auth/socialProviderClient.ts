import * as client from 'openid-client'
import { AuthError } from './authError'
import type { ResolvedSocialProvider } from './resolveSocialProvider'
import type { SocialClaims } from './socialProviderPresets'
import { z } from 'zod'

export interface ExchangeCodeOptions {
  code: string
  codeVerifier: string
  /** The nonce the authorization request carried (OpenID Connect: the ID token must name it). */
  nonce: string
}

/** A provider, server to server: turns an authorization code into the signed-in account's claims. */
export interface SocialProviderClient {
  exchangeCode(options: ExchangeCodeOptions): Promise<SocialClaims>
}

export interface SocialProviderClientOptions {
  /** The secure site's callback page, as registered with the provider. */
  redirectUri: string
  /** For tests: the fetch openid-client makes its requests with. */
  fetch?: typeof fetch
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  preferred_username: z.string().max(256).optional(),
  name: z.string().max(256).optional(),
  email: z.string().max(254).optional(),
})

/**
 * openid-client for one provider: OpenID Connect (discovery once, the code flow with PKCE and the
 * nonce; openid-client checks the ID token's signature against the provider's JWKS, its issuer,
 * audience, expiry and nonce) or OAuth 2 (the same code flow, then the user info endpoint read with
 * the access token). Plain HTTP only to a loopback provider (the sandbox's).
 * @example
 * const google = createSocialProviderClient(resolveSocialProvider('google', { clientId, clientSecret }), { redirectUri })
 * const { sub, email } = await google.exchangeCode({ code, codeVerifier, nonce })
 */
export function createSocialProviderClient(provider: ResolvedSocialProvider, { redirectUri, fetch: fetchFn }: SocialProviderClientOptions): SocialProviderClient {
  // A signed secret (Apple's) is made before each exchange; the configuration's method reads the last one.
  let signedSecret = ''
  const authentication: client.ClientAuth = provider.signClientSecret
    ? (...request) => client.ClientSecretPost(signedSecret)(...request)
    : provider.clientSecret
      ? client.ClientSecretPost(provider.clientSecret)
      : client.None()
  const prepare = (config: client.Configuration) => {
    if (fetchFn) config[client.customFetch] = (url, options) => fetchFn(url, options as RequestInit)
    if (LOOPBACK.includes(new URL(provider.kind === 'openid' ? provider.issuer : provider.tokenEndpoint).hostname)) client.allowInsecureRequests(config)
    return config
  }
  let configuration: Promise<client.Configuration> | undefined
  const configure = () => {
    configuration ??=
      provider.kind === 'openid'
        ? client.discovery(new URL(provider.issuer), provider.clientId, undefined, authentication, {
            ...(LOOPBACK.includes(new URL(provider.issuer).hostname) ? { execute: [client.allowInsecureRequests] } : {}),
            ...(fetchFn ? { [client.customFetch]: (url: string, options: client.CustomFetchOptions) => fetchFn(url, options as RequestInit) } : {}),
          }).then(prepare)
        : Promise.resolve(
            prepare(new client.Configuration({ issuer: new URL(provider.authorizationEndpoint).origin, authorization_endpoint: provider.authorizationEndpoint, token_endpoint: provider.tokenEndpoint }, provider.clientId, undefined, authentication)),
          )
    // A failed discovery is not kept: the next sign-in tries again.
    configuration.catch(() => (configuration = undefined))
    return configuration
  }

  return {
    async exchangeCode({ code, codeVerifier, nonce }) {
      const config = await configure().catch(() => {
        throw unavailable()
      })
      if (provider.signClientSecret) signedSecret = await provider.signClientSecret()
      // The callback as the provider sent the user to it; the frame already matched its state and `iss`.
      const callback = new URL(redirectUri)
      callback.searchParams.set('code', code)
      if (config.serverMetadata().authorization_response_iss_parameter_supported) callback.searchParams.set('iss', config.serverMetadata().issuer)
      const tokens = await client
        .authorizationCodeGrant(config, callback, { pkceCodeVerifier: codeVerifier, ...(provider.kind === 'openid' ? { expectedNonce: nonce, idTokenExpected: true } : {}) })
        .catch((error: unknown) => {
          throw grantError(error)
        })
      if (provider.kind === 'openid') {
        const claims = idTokenClaimsSchema.safeParse(tokens.claims())
        if (!claims.success) throw new AuthError(401, 'ID_TOKEN_INVALID', 'The ID token does not check out: its claims are malformed')
        return { sub: claims.data.sub, userName: claims.data.preferred_username ?? claims.data.name ?? null, email: claims.data.email ?? null }
      }
      const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(provider.userInfoEndpoint), 'GET').catch(() => {
        throw unavailable()
      })
      const claims = response.ok ? provider.readUserInfo(await response.json().catch(() => undefined)) : undefined
      if (!claims) throw unavailable()
      return claims
    },
  }
}

/** invalid_grant: the code is used, expired, or not for this verifier or redirect; a token that fails its checks; else the provider is down. */
function grantError(error: unknown): AuthError {
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') return new AuthError(400, 'SOCIAL_CODE_INVALID', 'This sign-in has expired or was already used, sign in again')
  if (error instanceof client.ResponseBodyError) return unavailable()
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('OAUTH_') && error.code !== 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return new AuthError(401, 'ID_TOKEN_INVALID', 'The ID token does not check out')
  }
  return unavailable()
}

function unavailable(): AuthError {
  return new AuthError(502, 'SOCIAL_PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached, try again later')
}
