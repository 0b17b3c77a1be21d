import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { AuthError } from './authError'

/** The claims of a session token: a JWT (HS256) so a frame or a deployment can read it with any JWT library. */
export const sessionClaimsSchema = z.object({
  /** User id. */
  sub: z.string().min(1),
  /** Session id: sign-out deletes it, so a signed token stops working before its expiry. */
  sid: z.string().min(1),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
})
export type SessionClaims = z.infer<typeof sessionClaimsSchema>

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/**
 * @example signSessionToken({ sub: 'u1', sid: 's1', iat: 0, nbf: 0, exp: 3600 }, key)
 */
export function signSessionToken(claims: SessionClaims, key: Uint8Array): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return `${signingInput}.${hmac(signingInput, key)}`
}

/**
 * Checks the signature first, then the times (seconds); throws UNAUTHORIZED or SESSION_EXPIRED.
 * @example verifySessionToken(token, key, Math.floor(Date.now() / 1000))
 */
export function verifySessionToken(token: string, key: Uint8Array, nowSeconds: number): SessionClaims {
  const [header, payload, signature, ...rest] = token.split('.')
  if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) throw unauthorized()
  const expected = Buffer.from(hmac(`${header}.${payload}`, key))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized()
  const claims = sessionClaimsSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')))
  if (!claims.success) throw unauthorized()
  if (nowSeconds < claims.data.nbf) throw new AuthError(401, 'SESSION_EXPIRED', 'Session token not yet valid (check the time settings)')
  if (nowSeconds >= claims.data.exp) throw new AuthError(401, 'SESSION_EXPIRED', 'Session expired, sign in again')
  return claims.data
}

function hmac(input: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(input).digest('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function unauthorized(): AuthError {
  return new AuthError(401, 'UNAUTHORIZED', 'Invalid session token')
}
