import { importPKCS8, SignJWT } from 'jose'

/** Apple's token endpoint is the audience of every client secret. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com'
/** Signed afresh for each code exchange, so a short life is enough (Apple allows six months). */
export const APPLE_CLIENT_SECRET_LIFETIME_SECONDS = 300

/** The team's Sign in with Apple key: its team id, the key's id, and the key (PKCS #8 PEM, from the environment). */
export interface AppleSigningKey {
  teamId: string
  keyId: string
  privateKey: string
}

/**
 * Apple's client secret: an ES256 JWT signed with the team's key (`kid` its key id, `iss` the team
 * id, `sub` the client id, `aud` https://appleid.apple.com), signed with jose.
 * @example await appleClientSecret({ teamId: 'ABCDE12345', keyId: 'XYZ987ABCD', privateKey: pem }, 'com.example.web', Math.floor(Date.now() / 1000))
 */
export async function appleClientSecret({ teamId, keyId, privateKey }: AppleSigningKey, clientId: string, nowSeconds: number): Promise<string> {
  const key = await importPKCS8(privateKey, 'ES256')
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + APPLE_CLIENT_SECRET_LIFETIME_SECONDS)
    .sign(key)
}
