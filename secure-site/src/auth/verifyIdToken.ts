import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'
import { AuthError } from './authError'

/** A signing key of the provider's JWKS (RSA: the one algorithm every OpenID provider must offer). */
export const rsaJwkSchema = z.object({ kty: z.literal('RSA'), n: z.string().min(1), e: z.string().min(1), kid: z.string().optional(), use: z.string().optional(), alg: z.string().optional() })
export type RsaJwk = z.infer<typeof rsaJwkSchema>

const headerSchema = z.object({ alg: z.literal('RS256'), kid: z.string().optional() })

/** The claims the secure site reads from an ID token; any others are ignored. */
export const idTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  preferred_username: z.string().max(256).optional(),
  name: z.string().max(256).optional(),
  email: z.string().max(254).optional(),
})
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>

export type VerifyIdTokenOptions = {
  /** The provider's current keys (its JWKS). */
  keys: readonly RsaJwk[]
  issuer: string
  /** The client id the token must be for. */
  audience: string
  /** The nonce the authorization request carried. */
  nonce: string
  nowSeconds: number
  /** Tolerated clock difference with the provider. */
  leewaySeconds?: number
}

/** Thrown when no key of the set has the token's `kid`: the caller may fetch the JWKS again. */
export class UnknownSigningKeyError extends AuthError {
  constructor() {
    super(401, 'ID_TOKEN_INVALID', 'The ID token is signed with an unknown key')
  }
}

/**
 * An ID token's claims, after its RS256 signature (by a key of `keys`), issuer, audience (and
 * azp when there are several), expiry, issue time and nonce check out (OpenID Connect Core 3.1.3.7);
 * else ID_TOKEN_INVALID (401) naming what failed.
 * @example verifyIdToken(idToken, { keys, issuer: 'http://127.0.0.1:5181', audience: 'google', nonce, nowSeconds: Date.now() / 1000 })
 */
export function verifyIdToken(token: string, { keys, issuer, audience, nonce, nowSeconds, leewaySeconds = 60 }: VerifyIdTokenOptions): IdTokenClaims {
  const parts = token.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart) throw invalid('it is not a JWS')
  const header = headerSchema.safeParse(decodeJson(headerPart))
  if (!header.success) throw invalid('its algorithm is not RS256')
  const key = header.data.kid === undefined && keys.length === 1 ? keys[0] : keys.find((candidate) => candidate.kid === header.data.kid)
  if (!key) throw new UnknownSigningKeyError()
  const publicKey = createPublicKey({ key: { kty: key.kty, n: key.n, e: key.e }, format: 'jwk' })
  if (!verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), publicKey, Buffer.from(signaturePart, 'base64url'))) throw invalid('its signature does not verify')
  const parsed = idTokenClaimsSchema.safeParse(decodeJson(payloadPart))
  if (!parsed.success) throw invalid('its claims are malformed')
  const claims = parsed.data
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud
  if (claims.iss !== issuer) throw invalid('it is from another issuer')
  if (!audiences.includes(audience) || (audiences.length > 1 && claims.azp !== audience)) throw invalid('it is for another client')
  if (nowSeconds >= claims.exp + leewaySeconds) throw invalid('it has expired')
  if (claims.iat > nowSeconds + leewaySeconds) throw invalid('it is issued in the future')
  if (claims.nonce !== nonce) throw invalid('its nonce is not this sign-in')
  return claims
}

function invalid(reason: string): AuthError {
  return new AuthError(401, 'ID_TOKEN_INVALID', `The provider's ID token is not valid: ${reason}`)
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
