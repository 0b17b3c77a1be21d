import { randomBytes } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { firstSplit } from '../frame/app/keyShares/firstSplit'
import { rebuildWalletKey } from '../frame/app/keyShares/rebuildWalletKey'
import { recoverWalletKey } from '../frame/app/keyShares/recoverWalletKey'
import { RECOVERY_PASSWORD_KDF, recoveryPasswordKey } from '../frame/app/keyShares/recoveryPasswordKey'
import { openShare } from '../frame/app/keyShares/sealShare'
import { combineWalletKeyShares } from '../frame/app/keyShares/splitWalletKey'
import { walletKeySecret } from '../frame/app/keyShares/walletKeySecret'
import { generateWalletKeyBlob } from '../frame/app/walletKeys'
import { createAuthService } from './authService'
import type { OutgoingMail } from './mailer'
import { createMemoryAuthStore } from './memoryAuthStore'
import type { RecoveryFactor } from './schemas'
import { decryptAtRest } from './encryptAtRest'
import { DERIVED_SEALING_KEY_ID } from './sealingKeys'
import { deriveServiceKeys } from './serviceKeys'
import { RECOVERY_RELEASES_MAX, RECOVERY_WINDOW_MS } from './keyShares'

const ALICE = 'alice@example.com'
const LAPTOP = 'laptop-device-0001'
const PHONE = 'phone-device-00002'
const PASSWORD = 'correct horse battery staple'

async function setup() {
  const mails: OutgoingMail[] = []
  const store = createMemoryAuthStore()
  const secret = randomBytes(32)
  const clock = { now: Date.now() }
  const service = createAuthService({ store, mailer: { send: async (mail) => void mails.push(mail) }, secret, publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 0, now: () => clock.now })
  const last = (pattern: RegExp) => pattern.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
  const login = async (deviceId: string) => {
    const { action } = await service.connectEmail({ email: ALICE, deviceId })
    if (action === 'VERIFY_DEVICE') {
      await service.approveDevice(last(/approve\?token=(\S+)$/m))
      await service.connectDevice({ email: ALICE, deviceId })
    }
    return service.connectOtp({ email: ALICE, deviceId, otp: last(/^(\d{6})$/m) })
  }
  // The frame on the laptop: a new wallet, split, the recovery share sealed under the password.
  const laptop = await login(LAPTOP)
  const key = walletKeySecret(JSON.parse(generateWalletKeyBlob()) as { eip155: Hex; solana: Hex })
  const salt = crypto.getRandomValues(new Uint8Array(RECOVERY_PASSWORD_KDF.saltBytes))
  const recoveryFactor: RecoveryFactor = { kind: 'password', kdf: 'argon2id', memoryKiB: RECOVERY_PASSWORD_KDF.memoryKiB, iterations: RECOVERY_PASSWORD_KDF.iterations, parallelism: RECOVERY_PASSWORD_KDF.parallelism, salt: base64urlnopad.encode(salt) }
  const split = await firstSplit({ secret: key, userId: laptop.user.id, factorKey: await recoveryPasswordKey(PASSWORD, salt), recoveryFactor })
  await service.putKeyShares(laptop.token, split.upload)
  return { service, store, secret, clock, login, laptop, key, salt, laptopShare: split.deviceShare }
}

/** The auth share released to `token`'s device, which must have one. */
async function authShareOf(service: Awaited<ReturnType<typeof setup>>['service'], token: string): Promise<string> {
  const reply = await service.getAuthShare(token)
  if ('missing' in reply) throw new Error(`no auth share: the ${reply.missing}'s is missing`)
  return reply.authShare
}

describe('wallet key shares at the auth service', () => {
  it('a known device rebuilds the key from its share and the auth share; a new device recovers with the password and gets its own; both keep working', async () => {
    const { service, login, laptop, key, laptopShare } = await setup()
    expect(await rebuildWalletKey(laptopShare, await authShareOf(service, laptop.token))).toEqual(key)

    const phone = await login(PHONE)
    expect(await service.getAuthShare(phone.token)).toEqual({ missing: 'device' })
    const stored = await service.getRecoveryShare(phone.token)
    if (stored.recoveryFactor.kind !== 'password') throw new Error('expected a password factor')
    const started = performance.now()
    const recovered = await recoverWalletKey(stored, await recoveryPasswordKey(PASSWORD, base64urlnopad.decode(stored.recoveryFactor.salt)), phone.user.id)
    console.info(`[keys] new device rebuild (Argon2id + open + combine + re-split): ${Math.round(performance.now() - started)} ms`)
    expect(recovered.secret).toEqual(key)
    await service.putDeviceShare(phone.token, { authShare: recovered.authShare })

    expect(await rebuildWalletKey(recovered.deviceShare, await authShareOf(service, phone.token))).toEqual(key)
    expect(await rebuildWalletKey(laptopShare, await authShareOf(service, laptop.token))).toEqual(key)
    // The phone's share does not pair with the laptop's auth share: a lost device is revoked by dropping its own.
    expect(await rebuildWalletKey(recovered.deviceShare, await authShareOf(service, laptop.token))).not.toEqual(key)
  }, 90_000)

  it('a wrong password opens nothing, and the shares are released to a session of the user only', async () => {
    const { service, login, laptop } = await setup()
    const phone = await login(PHONE)
    const stored = await service.getRecoveryShare(phone.token)
    const salt = stored.recoveryFactor.kind === 'password' ? base64urlnopad.decode(stored.recoveryFactor.salt) : new Uint8Array(16)
    await expect(recoverWalletKey(stored, await recoveryPasswordKey('not the password at all', salt), phone.user.id)).rejects.toThrow('does not open your wallet')
    await expect(service.getAuthShare('not-a-token')).rejects.toMatchObject({ status: 401 })
    await expect(service.putKeyShares(laptop.token, { authShare: stored.authShare, sealedRecoveryShare: stored.sealedRecoveryShare, recoveryFactor: stored.recoveryFactor })).rejects.toMatchObject({ code: 'KEY_SHARES_EXIST' })
  }, 90_000)

  it('everything the service stores, with its secret, rebuilds no key', async () => {
    const { service, store, secret, login, laptop, key } = await setup()
    const phone = await login(PHONE)
    const stored = await service.getRecoveryShare(phone.token)
    if (stored.recoveryFactor.kind !== 'password') throw new Error('expected a password factor')
    const recovered = await recoverWalletKey(stored, await recoveryPasswordKey(PASSWORD, base64urlnopad.decode(stored.recoveryFactor.salt)), phone.user.id)
    await service.putDeviceShare(phone.token, { authShare: recovered.authShare })

    // The breach: the whole record and the service's secret (so every at-rest seal opens).
    const record = await store.getUser(laptop.user.id)
    if (!record?.keyShares) throw new Error('no shares stored')
    const dump = JSON.stringify(record)
    for (const leak of [bytesToHex(key).slice(2), base64urlnopad.encode(key), PASSWORD]) expect(dump).not.toContain(leak)
    const keys = deriveServiceKeys(secret)
    const authShares = [record.keyShares.recovery.authShare, ...Object.values(record.keyShares.devices)].map((sealed) => base64urlnopad.decode(decryptAtRest(sealed, [{ kid: DERIVED_SEALING_KEY_ID, key: new Uint8Array(keys.walletKeyEncryption) }], record.id).plaintext))
    const address = privateKeyToAddress(bytesToHex(key.slice(0, 32)))
    const addressOf = (candidate: Uint8Array) => {
      try {
        return privateKeyToAddress(bytesToHex(candidate.slice(0, 32)))
      } catch {
        return undefined
      }
    }
    let tries = 0
    for (const a of authShares)
      for (const b of authShares) {
        const candidate = await combineWalletKeyShares(a, b).catch(() => undefined)
        if (!candidate) continue
        tries += 1
        expect(candidate).not.toEqual(key)
        expect(addressOf(candidate)).not.toBe(address)
      }
    expect(tries).toBeGreaterThan(0)
    // The sealed recovery share does not open under anything the server holds.
    const serverKeys = await Promise.all([keys.walletKeyEncryption, keys.sessionSigning, secret].map((raw) => crypto.subtle.importKey('raw', new Uint8Array(raw), 'AES-GCM', false, ['decrypt'])))
    for (const guess of serverKeys) await expect(openShare(record.keyShares.recovery.sealedRecoveryShare, guess, record.id)).rejects.toThrow('does not open your wallet')
  }, 90_000)

  it('counts recovery-share releases per user: the sixth without a device share is refused, from any session, until the window ends', async () => {
    const { service, clock, login, laptop } = await setup()
    const phone = await login(PHONE)
    // A device share is taken only after a release: no skipping the count by registering first.
    await expect(service.putDeviceShare(phone.token, { authShare: 'A'.repeat(44) })).rejects.toMatchObject({ code: 'NO_RECOVERY' })
    for (let attempt = 1; attempt <= RECOVERY_RELEASES_MAX; attempt += 1) expect((await service.getRecoveryShare(phone.token)).attemptsLeft).toBe(RECOVERY_RELEASES_MAX - attempt)
    const locked = { status: 429, code: 'RECOVERY_LOCKED', message: 'Too many recovery attempts. Please try again after 900 seconds' }
    await expect(service.getRecoveryShare(phone.token)).rejects.toMatchObject(locked)
    // Another session of the same user (a new device, a new login) meets the same count.
    await expect(service.getRecoveryShare(laptop.token)).rejects.toMatchObject({ code: 'RECOVERY_LOCKED' })
    const tablet = await login('tablet-device-0003')
    await expect(service.getRecoveryShare(tablet.token)).rejects.toMatchObject({ code: 'RECOVERY_LOCKED' })
    clock.now += RECOVERY_WINDOW_MS
    const release = await service.getRecoveryShare(tablet.token)
    expect(release.attemptsLeft).toBe(RECOVERY_RELEASES_MAX - 1)
    // A device that recovers ends the count.
    await service.putDeviceShare(tablet.token, { authShare: release.authShare })
    expect((await service.getRecoveryShare(phone.token)).attemptsLeft).toBe(RECOVERY_RELEASES_MAX - 1)
  }, 90_000)

  it('deleting the account drops its shares and ends its sessions', async () => {
    const { service, store, laptop } = await setup()
    await service.deleteAccount(laptop.token)
    expect(await store.getUser(laptop.user.id)).toBeUndefined()
    await expect(service.getAuthShare(laptop.token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
    await expect(service.getRecoveryShare(laptop.token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' })
  }, 90_000)
})
