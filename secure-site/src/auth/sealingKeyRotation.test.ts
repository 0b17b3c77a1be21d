import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'
import type { SealingKeys } from './sealingKeys'

const EMAIL = 'sealing@example.com'
const DEVICE = 'sealing-device-001'
const SHARES = {
  authShare: 'A'.repeat(44),
  sealedRecoveryShare: { version: 1 as const, iv: 'B'.repeat(16), ciphertext: 'C'.repeat(44) },
  recoveryFactor: { kind: 'password' as const, kdf: 'argon2id' as const, memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'D'.repeat(22) },
}

describe('at-rest key rotation', () => {
  it('opens shares sealed under an older listed key, seals them anew under the first as they are read, and cannot open one whose key was dropped', async () => {
    const store = createMemoryAuthStore()
    const mails: OutgoingMail[] = []
    const secret = randomBytes(32)
    const old = { kid: 'old', key: new Uint8Array(randomBytes(32)) }
    const next = { kid: 'next', key: new Uint8Array(randomBytes(32)) }
    // Instances of one deployment as the operator rolls the setting out: same store, same secret.
    const serviceWith = (sealingKeys: SealingKeys) =>
      createAuthService({ store, mailer: { send: async (mail) => void mails.push(mail) }, secret, publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 0, sealingKeys })
    const last = (pattern: RegExp) => pattern.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
    const before = serviceWith([old])
    await before.connectEmail({ email: EMAIL, deviceId: DEVICE })
    await before.approveDevice(last(/approve\?token=(\S+)$/m))
    await before.connectDevice({ email: EMAIL, deviceId: DEVICE })
    const { token, user } = await before.connectOtp({ email: EMAIL, deviceId: DEVICE, otp: last(/^(\d{6})$/m) })
    await before.putKeyShares(token, SHARES)
    const stored = async () => (await store.getUser(user.id))?.keyShares

    const during = serviceWith([next, old])
    expect(await during.getAuthShare(token)).toEqual({ authShare: SHARES.authShare })
    expect((await stored())?.devices[DEVICE]?.startsWith('v2.next.')).toBe(true)
    // The recovery copy has not been read yet: still under the old key, which is dropped now.
    expect((await stored())?.recovery.authShare.startsWith('v2.old.')).toBe(true)

    const after = serviceWith([next])
    expect(await after.getAuthShare(token)).toEqual({ authShare: SHARES.authShare })
    await expect(after.getRecoveryShare(token)).rejects.toThrow('Sealed under the at-rest key old, which is not listed')
  })
})
