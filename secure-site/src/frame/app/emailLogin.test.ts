import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthClient } from './authClient'
import { createEmailLogin, DEVICE_NOT_APPROVED_MESSAGE } from './emailLogin'
import type { FrameSession } from './frameSession'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** An email login whose auth service asks for a device approval, then answers VERIFY_DEVICE `pending` times before VERIFY_OTP; its polls are counted. */
function loginWaitingFor(pending: number) {
  let polls = 0
  const fetch: typeof globalThis.fetch = async (input) => {
    if (new URL(String(input)).pathname === '/v1/email/connect') return json({ action: 'VERIFY_DEVICE' })
    polls += 1
    return json({ action: polls > pending ? 'VERIFY_OTP' : 'VERIFY_DEVICE' })
  }
  const login = createEmailLogin({
    auth: createAuthClient({ authUrl: 'http://127.0.0.1:5180', fetch }),
    // The device step never reaches the session.
    session: {} as FrameSession,
    deviceId: () => 'device-email-login-01',
    pollIntervalMs: 1_000,
    pollTimeoutMs: 5_000,
    // A wait moves the clock the deadline reads.
    sleep: async (ms) => void vi.setSystemTime(Date.now() + ms),
  })
  return { login, polls: () => polls }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('the frame email login: CONNECT_DEVICE', () => {
  it('asks again while the service answers VERIFY_DEVICE, and resolves once it answers VERIFY_OTP', async () => {
    const { login, polls } = loginWaitingFor(2)
    expect(await login.connectEmail('alice@example.com')).toBe('VERIFY_DEVICE')
    await login.connectDevice()
    expect(polls()).toBe(3)
  })

  it('gives up with the approval message when the link is not clicked in time', async () => {
    const { login, polls } = loginWaitingFor(Number.POSITIVE_INFINITY)
    await login.connectEmail('alice@example.com')
    await expect(login.connectDevice()).rejects.toThrow(DEVICE_NOT_APPROVED_MESSAGE)
    // At 0, 1, ... 5 s: one more wait would pass the 5 s deadline.
    expect(polls()).toBe(6)
  })
})
