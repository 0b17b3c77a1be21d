import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signSessionToken, verifySessionToken } from './sessionToken'

const key = randomBytes(32)
const claims = { sub: 'user-1', sid: 'session-1', iat: 1_000, nbf: 1_000, exp: 2_000 }

describe('session tokens', () => {
  it('verifies what it signed, as a three-part HS256 JWT', async () => {
    const token = await signSessionToken(claims, key)
    expect(token.split('.')).toHaveLength(3)
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(await verifySessionToken(token, key, 1_500)).toEqual(claims)
  })

  it('refuses expired and not-yet-valid tokens', async () => {
    const token = await signSessionToken(claims, key)
    await expect(verifySessionToken(token, key, 2_000)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
    await expect(verifySessionToken(token, key, 999)).rejects.toThrow(/not yet valid/)
  })

  it('refuses a tampered payload, another key, another algorithm and garbage', async () => {
    const [header, , signature] = (await signSessionToken(claims, key)).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    await expect(verifySessionToken(`${header}.${forged}.${signature}`, key, 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(verifySessionToken(await signSessionToken(claims, randomBytes(32)), key, 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    for (const garbage of ['', 'a.b', 'a.b.c', `${header}.${forged}`, `${header}..`, none]) {
      await expect(verifySessionToken(garbage, key, 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })
})
