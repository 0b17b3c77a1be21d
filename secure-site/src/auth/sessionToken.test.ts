import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signSessionToken, verifySessionToken } from './sessionToken'

const key = randomBytes(32)
const claims = { sub: 'user-1', sid: 'session-1', iat: 1_000, nbf: 1_000, exp: 2_000 }

describe('session tokens', () => {
  it('verifies what it signed, as a three-part HS256 JWT', () => {
    const token = signSessionToken(claims, key)
    expect(token.split('.')).toHaveLength(3)
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(verifySessionToken(token, key, 1_500)).toEqual(claims)
  })

  it('refuses expired and not-yet-valid tokens', () => {
    const token = signSessionToken(claims, key)
    expect(() => verifySessionToken(token, key, 2_000)).toThrow(expect.objectContaining({ code: 'SESSION_EXPIRED' }))
    expect(() => verifySessionToken(token, key, 999)).toThrow(/not yet valid/)
  })

  it('refuses a tampered payload, another key and garbage', () => {
    const [header, , signature] = signSessionToken(claims, key).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url')
    expect(() => verifySessionToken(`${header}.${forged}.${signature}`, key, 1_500)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }))
    expect(() => verifySessionToken(signSessionToken(claims, randomBytes(32)), key, 1_500)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }))
    for (const garbage of ['', 'a.b', 'a.b.c', `${header}.${forged}`, `${header}..`]) {
      expect(() => verifySessionToken(garbage, key, 1_500)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }))
    }
  })
})
