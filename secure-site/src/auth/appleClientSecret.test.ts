import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { APPLE_AUDIENCE, appleClientSecret } from './appleClientSecret'
import { resolveSocialProvider } from './resolveSocialProvider'

describe('appleClientSecret', () => {
  it("is an ES256 JWT of the team's key: kid the key id, iss the team, sub the client, aud Apple, five minutes", async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
    const key = { teamId: 'ABCDE12345', keyId: 'XYZ987ABCD', privateKey: await exportPKCS8(privateKey) }
    const secret = await appleClientSecret(key, 'com.example.web', 1_800_000_000)
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'XYZ987ABCD' })
    const { payload } = await jwtVerify(secret, publicKey, { algorithms: ['ES256'], audience: APPLE_AUDIENCE, issuer: 'ABCDE12345', subject: 'com.example.web', currentDate: new Date(1_800_000_100_000) })
    expect(payload).toEqual({ iss: 'ABCDE12345', sub: 'com.example.web', aud: APPLE_AUDIENCE, iat: 1_800_000_000, exp: 1_800_000_300 })

    // Configured so, Apple's provider signs a fresh secret for each exchange and asks for the code by form_post.
    const apple = resolveSocialProvider('apple', { clientId: 'com.example.web', ...key })
    expect(apple).toMatchObject({ kind: 'openid', issuer: 'https://appleid.apple.com', responseMode: 'form_post', scope: 'openid name email', clientSecret: undefined })
    const signed = await apple.signClientSecret?.()
    expect((await jwtVerify(signed ?? '', publicKey, { audience: APPLE_AUDIENCE, issuer: 'ABCDE12345', subject: 'com.example.web' })).payload.sub).toBe('com.example.web')
  })
})
