import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose'
import { z } from 'zod'
import { AuthError } from './authError'
import type { SessionSigningKey, SessionSigningKeys } from './sessionSigningKey'

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

/**
 * Signs with jose (HS256), naming the key in the header (`kid`) so a rotation can tell it apart.
 * @example await signSessionToken({ sub: 'u1', sid: 's1', iat: 0, nbf: 0, exp: 3600 }, { kid: '2026-11', key })
 */
export async function signSessionToken({ sub, sid, iat, nbf, exp }: SessionClaims, { kid, key }: SessionSigningKey): Promise<string> {
  return new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid }).setSubject(sub).setIssuedAt(iat).setNotBefore(nbf).setExpirationTime(exp).sign(key)
}

/**
 * Checks the signature with the configured key of the token's `kid` (a token without one, or
 * naming a key no longer configured, is refused), then the times (seconds), with jose; throws
 * UNAUTHORIZED or SESSION_EXPIRED.
 * @example await verifySessionToken(token, [current, previous], Math.floor(Date.now() / 1000))
 */
export async function verifySessionToken(token: string, keys: SessionSigningKeys, nowSeconds: number): Promise<SessionClaims> {
  const keyOf = ({ kid }: JWTHeaderParameters) => {
    const found = keys.find((key) => key.kid === kid)
    if (!found) throw unauthorized()
    return found.key
  }
  let payload: unknown
  try {
    ;({ payload } = await jwtVerify(token, keyOf, { algorithms: ['HS256'], typ: 'JWT', currentDate: new Date(nowSeconds * 1000), requiredClaims: ['sub', 'sid', 'iat', 'nbf', 'exp'] }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AuthError(401, 'SESSION_EXPIRED', 'Session expired, sign in again')
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') throw new AuthError(401, 'SESSION_EXPIRED', 'Session token not yet valid (check the time settings)')
    throw unauthorized()
  }
  const claims = sessionClaimsSchema.safeParse(payload)
  if (!claims.success) throw unauthorized()
  return claims.data
}

function unauthorized(): AuthError {
  return new AuthError(401, 'UNAUTHORIZED', 'Invalid session token')
}
