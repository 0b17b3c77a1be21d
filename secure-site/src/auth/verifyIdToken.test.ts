import { createSign, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AuthError } from './authError'
import { rsaJwkSchema, UnknownSigningKeyError, verifyIdToken } from './verifyIdToken'

const NOW = 1_800_000_000
const ISSUER = 'http://127.0.0.1:5181'

function makeKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey, jwk: rsaJwkSchema.parse({ ...publicKey.export({ format: 'jwk' }), kid }) }
}
const key = makeKey('k1')
const other = makeKey('k2')

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function sign(claims: Record<string, unknown>, { privateKey = key.privateKey, header = { alg: 'RS256', kid: 'k1' } }: { privateKey?: typeof key.privateKey; header?: Record<string, unknown> } = {}) {
  const input = `${b64(header)}.${b64(claims)}`
  return `${input}.${createSign('sha256').update(input).sign(privateKey).toString('base64url')}`
}
const claims = { iss: ISSUER, sub: 'subject-1', aud: 'google', exp: NOW + 600, iat: NOW, nonce: 'nonce-0123456789abcdef', preferred_username: 'alice', email: 'alice@google.example' }
const options = { keys: [key.jwk, other.jwk], issuer: ISSUER, audience: 'google', nonce: 'nonce-0123456789abcdef', nowSeconds: NOW }
const reasonOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof AuthError ? `${error.code}: ${error.message}` : String(error)
  }
  return 'valid'
}

describe('verifyIdToken', () => {
  it('answers the claims of a token signed by a key of the set, for this client, issuer and nonce', () => {
    expect(verifyIdToken(sign(claims), options)).toMatchObject({ sub: 'subject-1', preferred_username: 'alice', email: 'alice@google.example' })
    expect(verifyIdToken(sign({ ...claims, aud: ['google', 'x'], azp: 'google' }), options).sub).toBe('subject-1')
  })

  it.each([
    ['another key', () => sign(claims, { privateKey: other.privateKey }), 'signature'],
    ['another issuer', () => sign({ ...claims, iss: 'http://127.0.0.1:9999' }), 'issuer'],
    ['another client', () => sign({ ...claims, aud: 'github' }), 'client'],
    ['several audiences without azp', () => sign({ ...claims, aud: ['google', 'x'] }), 'client'],
    ['an expired token', () => sign({ ...claims, exp: NOW - 61 }), 'expired'],
    ['a token from the future', () => sign({ ...claims, iat: NOW + 120 }), 'future'],
    ['another nonce', () => sign({ ...claims, nonce: 'replayed-nonce-000000' }), 'nonce'],
    ['no nonce', () => sign({ ...claims, nonce: undefined }), 'nonce'],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(claims)}.`, 'JWS'],
    ['HS256', () => sign(claims, { header: { alg: 'HS256', kid: 'k1' } }), 'RS256'],
    ['a token that is no JWT', () => 'not.a-token', 'JWS'],
  ])('refuses %s', (_name, token, reason) => {
    expect(reasonOf(() => verifyIdToken(token(), options))).toMatch(new RegExp(`^ID_TOKEN_INVALID: .*${reason}`))
  })

  it('says when the key id is unknown, so the JWKS can be fetched again', () => {
    expect(() => verifyIdToken(sign(claims, { header: { alg: 'RS256', kid: 'rotated' } }), options)).toThrow(UnknownSigningKeyError)
  })
})
