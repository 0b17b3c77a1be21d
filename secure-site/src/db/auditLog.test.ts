import { randomBytes } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthService, type AuthService } from '../auth/authService'
import type { OutgoingMail } from '../auth/mailer'
import { createDatabaseAuthStore } from './createDatabaseAuthStore'
import { openSecureSiteDatabase, type SecureSiteDatabase } from './openSecureSiteDatabase'
import { secureSiteAuditLog } from './schema'

const ALICE = 'alice@example.com'
const LAPTOP = 'laptop-device-0001'
const PHONE = 'phone-device-00002'
const SHARES = {
  authShare: 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  sealedRecoveryShare: { version: 1 as const, iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC' },
  recoveryFactor: { kind: 'password' as const, kdf: 'argon2id' as const, memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'AAAAAAAAAAAAAAAAAAAAAA' },
}
const DEVICE_SHARE = 'DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD'
let database: SecureSiteDatabase
let service: AuthService
const mails: OutgoingMail[] = []

beforeAll(async () => {
  database = await openSecureSiteDatabase({})
  service = createAuthService({ store: createDatabaseAuthStore(database.db), mailer: { send: async (mail) => void mails.push(mail) }, secret: randomBytes(32), publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 1 })
  // PGlite opens in about 2 s alone, far longer while other suites load the cores.
}, 120_000)
afterAll(async () => {
  await database?.close()
})

const lastMailText = () => mails.at(-1)?.text ?? ''
async function login(deviceId: string) {
  await new Promise((resolve) => setTimeout(resolve, 2))
  const { action } = await service.connectEmail({ email: ALICE, deviceId })
  if (action === 'VERIFY_DEVICE') {
    await service.approveDevice(/approve\?token=(\S+)$/m.exec(lastMailText())?.[1] ?? '')
    await service.connectDevice({ email: ALICE, deviceId })
  }
  return service.connectOtp({ email: ALICE, deviceId, otp: /^(\d{6})$/m.exec(lastMailText())?.[1] ?? '' })
}

describe('the audit log (PGlite)', () => {
  it('records logins, approvals, share releases, device additions and the deletion, in order, with no code, token or share', async () => {
    const laptop = await login(LAPTOP)
    await service.putKeyShares(laptop.token, SHARES)
    await service.getAuthShare(laptop.token)
    const phone = await login(PHONE)
    await service.getRecoveryShare(phone.token)
    await service.putDeviceShare(phone.token, { authShare: DEVICE_SHARE })
    await service.deleteAccount(phone.token)

    const rows = await database.db.select().from(secureSiteAuditLog).where(eq(secureSiteAuditLog.userId, laptop.user.id)).orderBy(asc(secureSiteAuditLog.id))
    expect(rows.map(({ event, deviceId }) => [event, deviceId])).toEqual([
      ['login', LAPTOP],
      ['key-shares-stored', LAPTOP],
      ['auth-share-released', LAPTOP],
      ['device-approved', PHONE],
      ['login', PHONE],
      ['recovery-share-released', PHONE],
      ['device-share-added', PHONE],
      ['account-deleted', PHONE],
    ])
    expect(rows[0]?.details).toEqual({ method: 'email', newUser: true })
    // The first approval came before the account existed: it is logged without a user.
    expect((await database.db.select().from(secureSiteAuditLog).where(eq(secureSiteAuditLog.event, 'device-approved'))).map((row) => row.userId)).toEqual([null, laptop.user.id])
    const dump = JSON.stringify(await database.db.select().from(secureSiteAuditLog))
    const codes = mails.flatMap((mail) => /^(\d{6})$/m.exec(mail.text)?.[1] ?? [])
    for (const secret of [...codes, laptop.token, phone.token, SHARES.authShare, SHARES.sealedRecoveryShare.ciphertext, DEVICE_SHARE]) expect(dump).not.toContain(secret)
  })

  it('is append-only: updates and deletes are refused by the database', async () => {
    await expect(database.db.update(secureSiteAuditLog).set({ event: 'login' })).rejects.toThrow()
    await expect(database.db.delete(secureSiteAuditLog)).rejects.toThrow()
    await expect(database.db.execute(sql`truncate secure_site_audit_log`)).rejects.toThrow()
    expect((await database.db.select().from(secureSiteAuditLog)).length).toBeGreaterThan(0)
  })
})
