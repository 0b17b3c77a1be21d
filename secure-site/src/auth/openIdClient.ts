import { z } from 'zod'
import { AuthError } from './authError'
import { rsaJwkSchema, UnknownSigningKeyError, verifyIdToken, type IdTokenClaims, type RsaJwk } from './verifyIdToken'

const discoverySchema = z.object({ issuer: z.string(), token_endpoint: z.url(), jwks_uri: z.url() })
// Keys of other types (EC, OKP) are skipped, not fatal: the token says which one signed it.
const jwksSchema = z.object({ keys: z.array(z.unknown()) }).transform(({ keys }) => keys.flatMap((key) => rsaJwkSchema.safeParse(key).data ?? []))
const tokenReplySchema = z.object({ id_token: z.string().min(1), token_type: z.string() })
const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() })

export type OpenIdClientOptions = {
  /** The provider's issuer; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  fetch?: typeof fetch
  now?: () => number
}

export type ExchangeCodeOptions = {
  clientId: string
  code: string
  codeVerifier: string
  redirectUri: string
  nonce: string
}

/**
 * The auth service's side of an OpenID provider, server to server: exchanges an authorization code
 * (public client, PKCE) at the token endpoint and returns the ID token's verified claims. The
 * discovery document and JWKS are fetched once and kept; an unknown key id fetches the JWKS again.
 * @example
 * const openId = createOpenIdClient({ issuer: 'http://127.0.0.1:5181' })
 * const claims = await openId.exchangeCode({ clientId: 'google', code, codeVerifier, redirectUri, nonce })
 */
export function createOpenIdClient({ issuer, fetch: fetchFn = (...args) => fetch(...args), now = Date.now }: OpenIdClientOptions) {
  let discovery: Promise<z.infer<typeof discoverySchema>> | undefined
  let keys: Promise<RsaJwk[]> | undefined

  const getJson = async <T extends z.ZodType>(url: string, schema: T, init?: RequestInit): Promise<{ ok: boolean; body: unknown; parsed: z.infer<T> | undefined }> => {
    let response: Response
    try {
      response = await fetchFn(url, init)
    } catch {
      throw unavailable()
    }
    const body: unknown = await response.json().catch(() => undefined)
    return { ok: response.ok, body, parsed: response.ok ? schema.safeParse(body).data : undefined }
  }
  const discover = () => {
    discovery ??= getJson(`${issuer}/.well-known/openid-configuration`, discoverySchema).then(({ parsed }) => {
      if (parsed?.issuer !== issuer) throw unavailable()
      return parsed
    })
    // A failure is not kept: the next sign-in tries again.
    discovery.catch(() => (discovery = undefined))
    return discovery
  }
  const fetchKeys = (fresh: boolean) => {
    if (fresh || !keys) {
      keys = discover().then(async ({ jwks_uri }) => {
        const { parsed } = await getJson(jwks_uri, jwksSchema)
        if (!parsed) throw unavailable()
        return parsed
      })
      keys.catch(() => (keys = undefined))
    }
    return keys
  }
  const verify = async (idToken: string, audience: string, nonce: string): Promise<IdTokenClaims> => {
    const check = async (fresh: boolean) => verifyIdToken(idToken, { keys: await fetchKeys(fresh), issuer, audience, nonce, nowSeconds: now() / 1000 })
    try {
      return await check(false)
    } catch (error) {
      if (error instanceof UnknownSigningKeyError) return check(true)
      throw error
    }
  }

  return {
    async exchangeCode({ clientId, code, codeVerifier, redirectUri, nonce }: ExchangeCodeOptions): Promise<IdTokenClaims> {
      const { token_endpoint } = await discover()
      const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: codeVerifier })
      const reply = await getJson(token_endpoint, tokenReplySchema, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form })
      if (!reply.ok) {
        const error = tokenErrorSchema.safeParse(reply.body)
        // invalid_grant: the code is used, expired, or not for this verifier or redirect.
        if (error.success && error.data.error === 'invalid_grant') throw new AuthError(400, 'SOCIAL_CODE_INVALID', 'This sign-in has expired or was already used, sign in again')
        throw unavailable()
      }
      if (!reply.parsed) throw unavailable()
      return verify(reply.parsed.id_token, clientId, nonce)
    },
  }
}

export type OpenIdClient = ReturnType<typeof createOpenIdClient>

function unavailable(): AuthError {
  return new AuthError(502, 'SOCIAL_PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached, try again later')
}
