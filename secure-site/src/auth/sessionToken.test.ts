import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signSessionToken, verifySessionToken } from './sessionToken'

const current = { kid: '2026-11', key: randomBytes(32) }
const previous = { kid: '2026-05', key: randomBytes(32) }
const claims = { sub: 'user-1', sid: 'session-1', iat: 1_000, nbf: 1_000, exp: 2_000 }
const headerOf = (token: string): unknown => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())

describe('session tokens', () => {
  it('verifies what it signed, as a three-part HS256 JWT naming its key', async () => {
    const token = await signSessionToken(claims, current)
    expect(token.split('.')).toHaveLength(3)
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: '2026-11' })
    expect(await verifySessionToken(token, [current], 1_500)).toEqual(claims)
  })

  it('verifies a token of the previous key while that key is configured, and refuses it once removed', async () => {
    const token = await signSessionToken(claims, previous)
    expect(await verifySessionToken(token, [current, previous], 1_500)).toEqual(claims)
    await expect(verifySessionToken(token, [current], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('refuses an unknown kid, a token without one, and a kid naming another configured key', async () => {
    await expect(verifySessionToken(await signSessionToken(claims, { kid: 'gone', key: current.key }), [current, previous], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    const [, payload, signature] = (await signSessionToken(claims, current)).split('.')
    const withoutKid = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${payload}.${signature}`
    await expect(verifySessionToken(withoutKid, [current], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(verifySessionToken(await signSessionToken(claims, { kid: previous.kid, key: current.key }), [current, previous], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('refuses expired and not-yet-valid tokens', async () => {
    const token = await signSessionToken(claims, current)
    await expect(verifySessionToken(token, [current], 2_000)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
    await expect(verifySessionToken(token, [current], 999)).rejects.toThrow(/not yet valid/)
  })

  it('refuses a tampered payload, another key, another algorithm and garbage', async () => {
    const [header, , signature] = (await signSessionToken(claims, current)).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid: current.kid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    await expect(verifySessionToken(`${header}.${forged}.${signature}`, [current], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(verifySessionToken(await signSessionToken(claims, { kid: current.kid, key: randomBytes(32) }), [current], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    for (const garbage of ['', 'a.b', 'a.b.c', `${header}.${forged}`, `${header}..`, none]) {
      await expect(verifySessionToken(garbage, [current], 1_500)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })
})
