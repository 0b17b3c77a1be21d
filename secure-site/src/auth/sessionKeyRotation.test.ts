import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'
import type { SessionSigningKeys } from './sessionSigningKey'

const EMAIL = 'rotation@example.com'
const DEVICE = 'rotation-device-001'

describe('session key rotation', () => {
  it('keeps sessions signed by the previous key while it is listed, ends them once it is removed, and signs new ones with the first key', async () => {
    const store = createMemoryAuthStore()
    const mails: OutgoingMail[] = []
    const secret = randomBytes(32)
    const old = { kid: 'old', key: randomBytes(32) }
    const next = { kid: 'next', key: randomBytes(32) }
    // Instances of one deployment as the operator rolls the setting out: same store, same secret.
    const serviceWith = (sessionKeys: SessionSigningKeys) =>
      createAuthService({ store, mailer: { send: async (mail) => void mails.push(mail) }, secret, publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 0, sessionKeys })
    const before = serviceWith([old])
    const last = (pattern: RegExp) => pattern.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
    await before.connectEmail({ email: EMAIL, deviceId: DEVICE })
    await before.approveDevice(last(/approve\?token=(\S+)$/m))
    await before.connectDevice({ email: EMAIL, deviceId: DEVICE })
    const { token } = await before.connectOtp({ email: EMAIL, deviceId: DEVICE, otp: last(/^(\d{6})$/m) })

    const during = serviceWith([next, old])
    expect((await during.getSession(token)).user.email).toBe(EMAIL)
    await during.connectEmail({ email: EMAIL, deviceId: DEVICE })
    const fresh = await during.connectOtp({ email: EMAIL, deviceId: DEVICE, otp: last(/^(\d{6})$/m) })
    expect(JSON.parse(Buffer.from(fresh.token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ kid: 'next' })

    const after = serviceWith([next])
    await expect(after.getSession(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await after.getSession(fresh.token)).user.email).toBe(EMAIL)
    await expect(serviceWith([{ kid: 'next', key: randomBytes(32) }]).getSession(fresh.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
