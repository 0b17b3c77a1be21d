import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAuthServer, type AuthServer } from './authServer'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'
import { authErrorReplySchema, connectOtpReplySchema } from './schemas'

const SECURE_SITE = 'http://127.0.0.1:5174'
const mails: OutgoingMail[] = []
let server: AuthServer

beforeAll(async () => {
  const service = createAuthService({
    store: createMemoryAuthStore(),
    mailer: { send: async (mail) => void mails.push(mail) },
    secret: randomBytes(32),
    publicUrl: 'http://127.0.0.1:5180',
  })
  server = await startAuthServer({ service, allowedOrigins: [SECURE_SITE] })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SECURE_SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const errorOf = async (response: Response) => authErrorReplySchema.parse(await response.json()).error

describe('auth server', () => {
  it.each([
    ['not JSON', '{'],
    ['a bad email', { email: 'not-an-email', deviceId: 'device-000000000001' }],
    ['a short device id', { email: 'a@example.com', deviceId: 'x' }],
    ['an unknown field', { email: 'a@example.com', deviceId: 'device-000000000001', admin: true }],
    ['an array', []],
  ])('answers 400 INVALID_BODY to %s', async (_name, body) => {
    const response = await post('/v1/email/connect', body)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_BODY' })
  })

  it('answers a 20 MB body with 413 from its length, before reading it', async () => {
    const response = await post('/v1/email/connect', 'x'.repeat(20 * 1024 * 1024))
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_BODY', message: 'Body too large' })
  })

  it('rejects a 5-digit otp and a non-JSON content type', async () => {
    expect((await post('/v1/email/connect-otp', { email: 'a@example.com', deviceId: 'device-000000000001', otp: '12345' })).status).toBe(400)
    const response = await fetch(`${server.url}/v1/email/connect`, { method: 'POST', body: 'email=a', headers: { 'content-type': 'text/plain' } })
    expect(response.status).toBe(415)
  })

  it('lets only the secure site origin in, with CORS for it', async () => {
    const preflight = await fetch(`${server.url}/v1/email/connect`, { method: 'OPTIONS', headers: { origin: SECURE_SITE } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SECURE_SITE)
    const other = await post('/v1/email/connect', { email: 'a@example.com', deviceId: 'device-000000000001' }, { origin: 'http://evil.test' })
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(await errorOf(other)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
  })

  it('runs the code flow and answers the cooldown with 429, Retry-After and the seconds left', async () => {
    const body = { email: 'Carol@Example.com', deviceId: 'device-000000000003' }
    expect(await (await post('/v1/email/connect', body)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const token = /approve\?token=(\S+)$/m.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
    expect((await fetch(`${server.url}/v1/device/approve?token=${token}`)).status).toBe(200)
    expect(await (await post('/v1/device/connect', body)).json()).toEqual({ action: 'VERIFY_OTP' })
    const again = await post('/v1/email/connect', body)
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('30')
    expect(await errorOf(again)).toEqual({ code: 'COOLDOWN', message: 'Please try again after 30 seconds', retryAfterSeconds: 30 })

    const otp = /^(\d{6})$/m.exec(mails.at(-1)?.text ?? '')?.[1]
    const reply = connectOtpReplySchema.parse(await (await post('/v1/email/connect-otp', { ...body, otp })).json())
    expect(reply.user.email).toBe('carol@example.com')
    const auth = { authorization: `Bearer ${reply.token}`, origin: SECURE_SITE }
    expect((await fetch(`${server.url}/v1/session`, { headers: auth })).status).toBe(200)
    expect((await fetch(`${server.url}/v1/session`)).status).toBe(401)
    // The custodial route is gone: the service takes no whole key.
    const put = await fetch(`${server.url}/v1/wallet-key`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ blob: 'k' }) })
    expect(await errorOf(put)).toMatchObject({ code: 'NOT_FOUND' })
    expect((await post('/v1/session/sign-out', {}, auth)).status).toBe(200)
    expect(await errorOf(await fetch(`${server.url}/v1/session`, { headers: auth }))).toMatchObject({ code: 'SESSION_EXPIRED' })
  })

  it('serves the key-share routes to a session only, checks their bodies, and lets the frame DELETE its account', async () => {
    const preflight = await fetch(`${server.url}/v1/account`, { method: 'OPTIONS', headers: { origin: SECURE_SITE } })
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    for (const [method, path] of [['GET', '/v1/key-shares/auth'], ['GET', '/v1/key-shares/recovery'], ['DELETE', '/v1/account']]) {
      expect(await errorOf(await fetch(`${server.url}${path}`, { method, headers: { origin: SECURE_SITE } }))).toMatchObject({ code: 'UNAUTHORIZED' })
    }
    const put = await fetch(`${server.url}/v1/key-shares`, {
      method: 'PUT',
      headers: { origin: SECURE_SITE, authorization: 'Bearer x', 'content-type': 'application/json' },
      // A whole key is not a share: the body must be an auth share and a sealed recovery share.
      body: JSON.stringify({ privateKey: '0x' + '11'.repeat(32) }),
    })
    expect(put.status).toBe(400)
  })

  it('answers an approval link with a page, and 404 to unknown routes', async () => {
    const page = await fetch(`${server.url}/v1/device/approve?token=nope`)
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('invalid or has expired')
    expect((await fetch(`${server.url}/v2/anything`)).status).toBe(404)
  })

  it('answers social sign-ins with SOCIAL_NOT_CONFIGURED when it has no OpenID provider, after checking the body', async () => {
    const body = { provider: 'google', code: 'c', codeVerifier: 'v'.repeat(43), nonce: 'nonce-0123456789abcdef', deviceId: 'device-000000000004' }
    expect(await errorOf(await post('/v1/social/connect', { ...body, provider: 'myspace' }))).toMatchObject({ code: 'INVALID_BODY' })
    expect(await errorOf(await post('/v1/social/connect', { ...body, codeVerifier: 'short' }))).toMatchObject({ code: 'INVALID_BODY' })
    const response = await post('/v1/social/connect', body)
    expect(response.status).toBe(404)
    expect(await errorOf(response)).toMatchObject({ code: 'SOCIAL_NOT_CONFIGURED' })
  })
})

describe('auth server per client', () => {
  it("bounds the email logins one client starts, by the address the trusted proxy reports, and not another client's", async () => {
    const service = createAuthService({ store: createMemoryAuthStore(), mailer: { send: async () => undefined }, secret: randomBytes(32), publicUrl: 'http://127.0.0.1:5180' })
    const limited = await startAuthServer({ service, allowedOrigins: [SECURE_SITE], trustProxy: { header: 'x-forwarded-for', hops: 1 }, emailLimits: { connectsPerClientPerMinute: 2 } })
    try {
      const start = (client: string, device: number) =>
        fetch(`${limited.url}/v1/email/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.1, ${client}` },
          body: JSON.stringify({ email: `user${device}@example.com`, deviceId: `device-00000000000${device}` }),
        })
      expect([(await start('198.51.100.1', 1)).status, (await start('198.51.100.1', 2)).status]).toEqual([200, 200])
      const refused = await start('198.51.100.1', 3)
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60'])
      expect(await errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED' })
      expect((await start('198.51.100.2', 4)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
