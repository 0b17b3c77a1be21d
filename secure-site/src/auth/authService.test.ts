import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'

const ALICE = 'alice@example.com'
const LAPTOP = 'laptop-device-0001'
const PHONE = 'phone-device-00002'

/** Shares as the frame uploads them (the service checks their shape only: it cannot tell them from real ones). */
const SHARES = {
  authShare: 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  sealedRecoveryShare: { version: 1 as const, iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC' },
  recoveryFactor: { kind: 'password' as const, kdf: 'argon2id' as const, memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'AAAAAAAAAAAAAAAAAAAAAA' },
}

function setup() {
  const mails: OutgoingMail[] = []
  const store = createMemoryAuthStore()
  const service = createAuthService({
    store,
    mailer: { send: async (mail) => void mails.push(mail) },
    secret: randomBytes(32),
    publicUrl: 'http://127.0.0.1:5180/',
  })
  const lastMail = () => mails.at(-1) ?? { to: '', subject: '', text: '' }
  const lastCode = () => /^(\d{6})$/m.exec(lastMail().text)?.[1] ?? ''
  const lastLinkToken = () => /approve\?token=(\S+)$/m.exec(lastMail().text)?.[1] ?? ''
  /** Email login as the frame does it: the device step first when asked (the link clicked), then the code. */
  const login = async (email: string, deviceId: string) => {
    const { action } = await service.connectEmail({ email, deviceId })
    if (action === 'VERIFY_DEVICE') {
      await service.approveDevice(lastLinkToken())
      await service.connectDevice({ email, deviceId })
    }
    return service.connectOtp({ email, deviceId, otp: lastCode() })
  }
  return { service, store, mails, lastMail, lastCode, lastLinkToken, login }
}

describe('auth service', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }))
  afterEach(() => vi.useRealTimers())

  it('a new email on a fresh device approves the device by link, then gets a code, and the code a session', async () => {
    const { service, lastMail, lastCode, lastLinkToken } = setup()
    expect(await service.connectEmail({ email: ALICE, deviceId: LAPTOP })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(lastMail().to).toBe(ALICE)
    expect(await service.connectDevice({ email: ALICE, deviceId: LAPTOP })).toEqual({ action: 'VERIFY_DEVICE' })
    await service.approveDevice(lastLinkToken())
    expect(await service.connectDevice({ email: ALICE, deviceId: LAPTOP })).toEqual({ action: 'VERIFY_OTP' })
    const reply = await service.connectOtp({ email: ALICE, deviceId: LAPTOP, otp: lastCode() })
    expect(reply.user.email).toBe(ALICE)
    expect(await service.getSession(reply.token)).toEqual({ user: reply.user, deviceId: LAPTOP, expiresAt: reply.expiresAt })
    // The device is now verified for the address: the next login goes straight to the code.
    vi.advanceTimersByTime(30_000)
    expect(await service.connectEmail({ email: ALICE, deviceId: LAPTOP })).toEqual({ action: 'VERIFY_OTP' })
  })

  it('answers a fresh device alike for a registered and an unknown address: same action, same mail, same store work', async () => {
    const { service, store, mails, login } = setup()
    await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(30_000)
    const calls: string[] = []
    for (const name of ['getUser', 'findUserByEmail', 'createUserIfAbsent', 'addDevice', 'saveSession'] as const) {
      const original = store[name].bind(store) as (...args: unknown[]) => Promise<unknown>
      Object.assign(store, { [name]: (...args: unknown[]) => (calls.push(name), original(...args)) })
    }
    const probe = async (email: string) => {
      calls.length = 0
      const before = mails.length
      const reply = await service.connectEmail({ email, deviceId: PHONE })
      const mail = mails.slice(before).map(({ subject, text }) => ({ subject, text: text.replace(/token=\S+/, 'token=…') }))
      return { reply, mail, calls: [...calls] }
    }
    const registered = await probe(ALICE)
    const unknown = await probe('nobody@example.com')
    expect(registered.reply).toEqual({ action: 'VERIFY_DEVICE' })
    expect(unknown).toEqual(registered)
    await expect(service.connectEmail({ email: 'nobody@example.com', deviceId: PHONE })).rejects.toMatchObject({ code: 'COOLDOWN' })
    await expect(service.connectEmail({ email: ALICE, deviceId: PHONE })).rejects.toMatchObject({ code: 'COOLDOWN' })
  })

  it('enforces the 30 s cooldown per email', async () => {
    const { service } = setup()
    await service.connectEmail({ email: ALICE, deviceId: LAPTOP })
    vi.advanceTimersByTime(10_500)
    await expect(service.connectEmail({ email: ALICE, deviceId: LAPTOP })).rejects.toMatchObject({
      code: 'COOLDOWN',
      message: 'Please try again after 20 seconds',
      details: { retryAfterSeconds: 20 },
    })
    vi.advanceTimersByTime(19_500)
    await expect(service.connectEmail({ email: ALICE, deviceId: LAPTOP })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
  })

  it("a stranger's requests for an address do not hold back its owner: the cooldown is the asker's own", async () => {
    const { service, login } = setup()
    await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(30_000)
    // Every 30 s, as the attack was: the owner's login comes in between, at once.
    for (let round = 0; round < 3; round += 1) {
      await service.connectEmail({ email: ALICE, deviceId: 'stranger-device-01' }, '198.51.100.9').catch(() => undefined)
      expect(await service.connectEmail({ email: ALICE, deviceId: LAPTOP }, '203.0.113.7')).toEqual({ action: 'VERIFY_OTP' })
      vi.advanceTimersByTime(30_000)
    }
  })

  it("caps the approval mails an address gets, per asking client and in all, while the owner's verified device still gets its code", async () => {
    const { service, mails, login } = setup()
    await login(ALICE, LAPTOP)
    const approvalMails = () => mails.filter((mail) => mail.subject.includes('new device')).length
    const before = approvalMails()
    const ask = (client: string, device: number) => service.connectEmail({ email: ALICE, deviceId: `device-${client}-${device}` }, client)
    for (let device = 0; device < 3; device += 1) await ask('198.51.100.1', device)
    await expect(ask('198.51.100.1', 3)).rejects.toMatchObject({ status: 429, code: 'MAIL_LIMIT' })
    // The owner's own first login took one of the address's ten.
    for (const client of ['198.51.100.2', '198.51.100.3']) for (let device = 0; device < 3; device += 1) await ask(client, device)
    await expect(ask('198.51.100.4', 0)).rejects.toMatchObject({ status: 429, code: 'MAIL_LIMIT', details: { retryAfterSeconds: 3600 } })
    expect(approvalMails() - before).toBe(9)
    vi.advanceTimersByTime(30_000)
    expect(await service.connectEmail({ email: ALICE, deviceId: LAPTOP }, '203.0.113.7')).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a known user on a new device approves it by link, then gets the code step', async () => {
    const { service, mails, lastMail, lastCode, lastLinkToken, login } = setup()
    const first = await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(30_000)

    expect(await service.connectEmail({ email: ALICE, deviceId: PHONE })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(lastMail().text).toContain('http://127.0.0.1:5180/v1/device/approve?token=')
    const token = lastLinkToken()
    expect(await service.connectDevice({ email: ALICE, deviceId: PHONE })).toEqual({ action: 'VERIFY_DEVICE' })
    await expect(service.connectOtp({ email: ALICE, deviceId: PHONE, otp: '000000' })).rejects.toMatchObject({ code: 'OTP_INVALID' })

    await service.approveDevice(token)
    await expect(service.approveDevice(token)).rejects.toMatchObject({ code: 'DEVICE_LINK_INVALID' })
    const before = mails.length
    expect(await service.connectDevice({ email: ALICE, deviceId: PHONE })).toEqual({ action: 'VERIFY_OTP' })
    // Polling again does not mail another code.
    await service.connectDevice({ email: ALICE, deviceId: PHONE })
    expect(mails.length).toBe(before + 1)

    const second = await service.connectOtp({ email: ALICE, deviceId: PHONE, otp: lastCode() })
    expect(second.user).toEqual(first.user)
  })

  it('approval links expire', async () => {
    const { service, lastLinkToken, login } = setup()
    await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(30_000)
    await service.connectEmail({ email: ALICE, deviceId: PHONE })
    vi.advanceTimersByTime(15 * 60_000)
    await expect(service.approveDevice(lastLinkToken())).rejects.toMatchObject({ code: 'DEVICE_LINK_INVALID' })
  })

  it('a code is bound to the device it was requested for', async () => {
    const { service, lastCode, login } = setup()
    await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(30_000)
    await service.connectEmail({ email: ALICE, deviceId: LAPTOP })
    await expect(service.connectOtp({ email: ALICE, deviceId: PHONE, otp: lastCode() })).rejects.toMatchObject({ code: 'OTP_INVALID' })
  })

  it('sessions expire after a day and end on sign-out', async () => {
    const { service, login } = setup()
    const { token } = await login(ALICE, LAPTOP)
    await service.signOut(token)
    await expect(service.getSession(token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
    vi.advanceTimersByTime(30_000)
    const again = await login(ALICE, LAPTOP)
    vi.advanceTimersByTime(24 * 60 * 60_000)
    await expect(service.getSession(again.token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
  })

  it('changes the email in two steps, keeping the user and the wallet', async () => {
    const { service, lastMail, lastCode, login } = setup()
    const { token, user } = await login(ALICE, LAPTOP)
    // Before the first split the wallet is what is missing (an answer: the frame then makes it).
    expect(await service.getAuthShare(token)).toEqual({ missing: 'wallet' })
    await service.putKeyShares(token, SHARES)
    vi.advanceTimersByTime(30_000)
    await expect(service.updateEmailPrimaryOtp(token, { otp: '123456' })).rejects.toMatchObject({ code: 'OTP_INVALID' })
    expect(await service.updateEmail(token, { newEmail: 'alice@new.example' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(lastMail().to).toBe(ALICE)
    expect(await service.updateEmailPrimaryOtp(token, { otp: lastCode() })).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(lastMail().to).toBe('alice@new.example')
    expect(await service.updateEmailSecondaryOtp(token, { otp: lastCode() })).toEqual({ email: 'alice@new.example' })
    expect((await service.getSession(token)).user).toEqual({ id: user.id, email: 'alice@new.example', userName: null })
    expect(await service.getAuthShare(token)).toEqual({ authShare: SHARES.authShare })
  })

  it("refuses another user's email as the new one", async () => {
    const { service, login } = setup()
    const { token } = await login(ALICE, LAPTOP)
    await login('bob@example.com', PHONE)
    await expect(service.updateEmail(token, { newEmail: 'bob@example.com' })).rejects.toMatchObject({ code: 'EMAIL_IN_USE' })
  })
})
