import { createConnection } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectOtpReplySchema } from '../secure-site/src/auth/schemas'
import { readApprovalLink, readOtp } from '../sandbox/secure-site/mail/mailCatcherClient'
import { startSecureSiteAuth, type SecureSiteAuth } from '../sandbox/secure-site/startSecureSiteAuth'

// No browser: the sandbox secure site's auth service mailing through a real maildev, read back by its REST API.
const SECURE_SITE = 'http://127.0.0.1:5174'
// Shortened from 30 s so the device step can follow without a long wait, yet long enough for a
// login's five requests through the database store on a loaded machine.
const COOLDOWN_MS = 5_000

/** Shares as the frame uploads them (the service checks their shape only: it cannot tell them from real ones). */
const KEY_SHARES = {
  authShare: 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  sealedRecoveryShare: { version: 1 as const, iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC' },
  recoveryFactor: { kind: 'password' as const, kdf: 'argon2id' as const, memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'AAAAAAAAAAAAAAAAAAAAAA' },
}
let site: SecureSiteAuth

beforeAll(async () => {
  site = await startSecureSiteAuth({ secureSiteOrigin: SECURE_SITE, emailCooldownMs: COOLDOWN_MS })
})
afterAll(async () => {
  await site?.stop()
})

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${site.authUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: SECURE_SITE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

/**
 * Asks until the service no longer answers 429 COOLDOWN (its window is fixed: a refused request
 * does not extend it), and gives the first other answer: the service says when the period is over.
 */
const afterCooldown = async (ask: () => ReturnType<typeof call>) => {
  let answer = await ask()
  await expect.poll(async () => (answer.status === 429 ? (answer = await ask()).status : answer.status), { timeout: COOLDOWN_MS * 3 }).not.toBe(429)
  return answer
}

/** A user signed in from its first device: the device approved by the mailed link, then the mailed code. */
async function register(email: string, deviceId: string) {
  const inbox = site.mail.client
  await call('POST', '/v1/email/connect', { email, deviceId })
  await fetch(readApprovalLink(await inbox.waitForMail(email, (mail) => mail.subject.includes('new device'))))
  await call('POST', '/v1/device/connect', { email, deviceId })
  const otp = readOtp(await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code')))
  return connectOtpReplySchema.parse((await call('POST', '/v1/email/connect-otp', { email, deviceId, otp })).json)
}

describe('secure site auth over SMTP (maildev)', () => {
  it("verifies a first device by the mailed link, logs in with a mailed code, refuses the device's second request within its cooldown, verifies a new device by the mailed link at once", async () => {
    const email = 'dana@example.com'
    const inbox = site.mail.client
    const laptop = { email, deviceId: 'laptop-device-0001' }
    // A new user's first device gets the device step too: the answer never says whether an account exists.
    expect(await call('POST', '/v1/email/connect', laptop)).toEqual({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    expect((await fetch(readApprovalLink(await inbox.waitForMail(email, (mail) => mail.subject.includes('new device'))))).status).toBe(200)
    expect(await call('POST', '/v1/device/connect', laptop)).toEqual({ status: 200, json: { action: 'VERIFY_OTP' } })
    const code = readOtp(await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code')))
    const first = connectOtpReplySchema.parse((await call('POST', '/v1/email/connect-otp', { ...laptop, otp: code })).json)
    expect(first.user.email).toBe(email)
    expect((await call('PUT', '/v1/key-shares', KEY_SHARES, first.token)).status).toBe(200)

    // Again from the laptop at once: the laptop's own cooldown.
    expect(await call('POST', '/v1/email/connect', laptop)).toMatchObject({
      status: 429,
      // The device step took part of the cooldown: 1 to 5 seconds are left.
      json: { error: { code: 'COOLDOWN', message: expect.stringMatching(/^Please try again after [1-5] seconds?$/), retryAfterSeconds: expect.any(Number) } },
    })
    await inbox.deleteAll()
    expect(await inbox.listFor(email)).toEqual([])
    // Another device asks at once: the cooldown is each asker's own, so nobody else's requests hold it back.
    const phone = { email, deviceId: 'phone-device-00002' }
    expect(await call('POST', '/v1/email/connect', phone)).toEqual({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    expect(await call('POST', '/v1/device/connect', phone)).toEqual({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    // The person clicks the link in the inbox: a plain navigation, no Origin header.
    const approval = await fetch(readApprovalLink(await inbox.waitForMail(email, (mail) => mail.subject.includes('new device'))))
    expect(approval.status).toBe(200)
    expect(await call('POST', '/v1/device/connect', phone)).toEqual({ status: 200, json: { action: 'VERIFY_OTP' } })
    const phoneCode = readOtp(await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code')))
    const second = connectOtpReplySchema.parse((await call('POST', '/v1/email/connect-otp', { ...phone, otp: phoneCode })).json)
    expect(second.user).toEqual(first.user)
    // The phone is a new device: it gets no auth share until it recovers with the user's factor.
    expect(await call('GET', '/v1/key-shares/auth', undefined, second.token)).toEqual({ status: 200, json: { missing: 'device' } })
    expect(await call('GET', '/v1/key-shares/recovery', undefined, second.token)).toMatchObject({ status: 200, json: { ...KEY_SHARES, attemptsLeft: 4 } })
  })

  it('answers a registered and an unknown address alike from a fresh device, and mails both the same', async () => {
    const inbox = site.mail.client
    const known = `erin-${Date.now()}@example.com`
    await register(known, 'erin-device-000001')
    await inbox.deleteAll()
    const fresh = 'probe-device-000003'
    const unknown = `nobody-${Date.now()}@example.com`
    const registered = await afterCooldown(() => call('POST', '/v1/email/connect', { email: known, deviceId: fresh }))
    expect(await call('POST', '/v1/email/connect', { email: unknown, deviceId: fresh })).toEqual(registered)
    expect(registered).toEqual({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    const subjects = await Promise.all([known, unknown].map(async (to) => (await inbox.waitForMail(to, (mail) => mail.subject.includes('new device'))).subject))
    expect(subjects[0]).toBe(subjects[1])
  })

  it('leaves nothing listening once stopped', async () => {
    // An instance of its own: the other tests keep theirs.
    const own = await startSecureSiteAuth({ secureSiteOrigin: SECURE_SITE })
    const ports = [new URL(own.authUrl).port, new URL(own.mail.webUrl).port, String(own.mail.smtpPort)].map(Number)
    for (const port of ports) expect(await accepts(port)).toBe(true)
    await own.stop()
    for (const port of ports) expect(await accepts(port)).toBe(false)
  })
})

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
