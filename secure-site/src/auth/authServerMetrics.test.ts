import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSecureSiteMetrics } from '../metrics/createSecureSiteMetrics'
import { startAuthServer, type AuthServer } from './authServer'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'
import { connectOtpReplySchema } from './schemas'

const SECURE_SITE = 'http://127.0.0.1:5174'
const EMAIL = 'metrics.user@example.com'
const DEVICE = 'metrics-device-0001'
const mails: OutgoingMail[] = []
let server: AuthServer

beforeAll(async () => {
  const metrics = createSecureSiteMetrics()
  const service = createAuthService({ store: createMemoryAuthStore(), mailer: { send: async (mail) => void mails.push(mail) }, secret: randomBytes(32), publicUrl: 'http://127.0.0.1:5180', metrics })
  server = await startAuthServer({ service, allowedOrigins: [SECURE_SITE], metrics })
})
afterAll(() => server.close())

const call = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { origin: SECURE_SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const lastMail = (pattern: RegExp) => pattern.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  return response.text()
}
const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}[\]()+.]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 'NaN')

describe('auth service metrics', () => {
  it('serves /metrics: requests, logins, codes, share releases and 429s, with no email, code or token among them', async () => {
    const login = { email: EMAIL, deviceId: DEVICE }
    await call('POST', '/v1/email/connect', login)
    const approval = lastMail(/approve\?token=(\S+)$/m)
    await fetch(`${server.url}/v1/device/approve?token=${approval}`)
    await call('POST', '/v1/device/connect', login)
    const otp = lastMail(/^(\d{6})$/m)
    const wrong = otp === '000000' ? '111111' : '000000'
    expect((await call('POST', '/v1/email/connect-otp', { ...login, otp: wrong })).status).toBe(400)
    expect((await call('POST', '/v1/email/connect', login)).status).toBe(429)
    const { token } = connectOtpReplySchema.parse(await (await call('POST', '/v1/email/connect-otp', { ...login, otp })).json())
    const shares = {
      authShare: 'A'.repeat(44),
      sealedRecoveryShare: { version: 1, iv: 'B'.repeat(16), ciphertext: 'C'.repeat(64) },
      recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1, salt: 'D'.repeat(22) },
    }
    expect((await call('PUT', '/v1/key-shares', shares, token)).status).toBe(200)
    expect((await call('GET', '/v1/key-shares/recovery', undefined, token)).status).toBe(200)
    const secretPath = `/v1/${otp}/${token}`
    expect((await call('GET', secretPath)).status).toBe(404)

    const text = await scrape()
    expect(sample(text, 'portico_http_requests_total{method="POST",route="/v1/email/connect",status="200"}')).toBe(1)
    expect(sample(text, 'portico_http_requests_total{method="POST",route="/v1/email/connect",status="429"}')).toBe(1)
    expect(sample(text, 'portico_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1)
    expect(sample(text, 'portico_http_request_duration_seconds_count{method="POST",route="/v1/email/connect-otp"}')).toBe(2)
    expect(sample(text, 'portico_secure_site_logins_total{method="email",outcome="success"}')).toBe(1)
    expect(sample(text, 'portico_secure_site_logins_total{method="email",outcome="otp_invalid"}')).toBe(1)
    expect(sample(text, 'portico_secure_site_codes_sent_total{purpose="sign-in"}')).toBe(1)
    expect(sample(text, 'portico_secure_site_share_releases_total{share="recovery"}')).toBe(1)
    expect(sample(text, 'portico_secure_site_rate_limited_total{route="/v1/email/connect",reason="cooldown"}')).toBe(1)
    expect(text).toContain('process_cpu_user_seconds_total')
    for (const secret of [EMAIL, DEVICE, token, approval]) expect(text).not.toContain(secret)
    // Six digits can turn up in any sample's value: a code must only never be in a label.
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((match) => match[1])
    expect(labelValues.filter((value) => value?.includes(otp) || value?.includes(wrong))).toEqual([])
    // For a scraper: a page of another origin is refused, as everywhere.
    expect((await fetch(`${server.url}/metrics`, { headers: { origin: 'http://evil.test' } })).status).toBe(403)
  })
})
