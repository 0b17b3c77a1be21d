import { errors, jwtVerify, SignJWT } from 'jose'
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

/**
 * Signs with jose (HS256).
 * @example await signSessionToken({ sub: 'u1', sid: 's1', iat: 0, nbf: 0, exp: 3600 }, key)
 */
export async function signSessionToken({ sub, sid, iat, nbf, exp }: SessionClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt(iat).setNotBefore(nbf).setExpirationTime(exp).sign(key)
}

/**
 * Checks the signature first, then the times (seconds), with jose; throws UNAUTHORIZED or SESSION_EXPIRED.
 * @example await verifySessionToken(token, key, Math.floor(Date.now() / 1000))
 */
export async function verifySessionToken(token: string, key: Uint8Array, nowSeconds: number): Promise<SessionClaims> {
  let payload: unknown
  try {
    ;({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], typ: 'JWT', currentDate: new Date(nowSeconds * 1000), requiredClaims: ['sub', 'sid', 'iat', 'nbf', 'exp'] }))
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
