import { randomBytes, randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { createAuthService, type AuthService } from './authService'
import type { AuthStore } from './authStore'
import type { OutgoingMail } from './mailer'
import type { SealingKeys } from './sealingKeys'
import type { KeySharesBody } from './schemas'

/** Two handles on one store, as two instances of the service hold (on PGlite, one database twice). */
export type RaceStores = () => readonly [AuthStore, AuthStore]

const LAPTOP = 'laptop-device-race-01'
const PHONE = 'phone-device-race-002'
const TABLET = 'tablet-device-race-03'
const share = (letter: string) => letter.repeat(44)
const sharesWith = (authShare: string): KeySharesBody => ({
  authShare,
  sealedRecoveryShare: { version: 1, iv: 'B'.repeat(16), ciphertext: 'C'.repeat(44) },
  recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'D'.repeat(22) },
})

/** A store that stops after the first call of `method` returns, until `release`: its caller has read, and waits to write. */
function pauseAfter(store: AuthStore, method: 'getUser' | 'readCount'): { store: AuthStore; paused: Promise<void>; release: () => void } {
  let reached = () => {}
  let release = () => {}
  const paused = new Promise<void>((resolve) => (reached = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  let first = true
  const stopOnce = async <T>(result: T): Promise<T> => {
    if (!first) return result
    first = false
    reached()
    await released
    return result
  }
  const wrapped: AuthStore =
    method === 'getUser' ? { ...store, getUser: async (id) => stopOnce(await store.getUser(id)) } : { ...store, readCount: async (key, now) => stopOnce(await store.readCount(key, now)) }
  return { store: wrapped, paused, release }
}

/**
 * Key-share writes racing between two instances: each race lets one caller read the user, runs
 * the other's whole request meanwhile, then lets the first write (so it fails the same way every
 * run on a whole-record save). Called inside a describe whose stores are ready by the first test.
 */
export function keyShareRaceTests(stores: RaceStores): void {
  const secret = randomBytes(32)
  const mails: OutgoingMail[] = []
  const old = { kid: 'race-old', key: new Uint8Array(randomBytes(32)) }
  const next = { kid: 'race-next', key: new Uint8Array(randomBytes(32)) }
  const serviceOn = (store: AuthStore, sealingKeys: SealingKeys = [next]): AuthService =>
    createAuthService({ store, mailer: { send: async (mail) => void mails.push(mail) }, secret, sealingKeys, publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 0 })
  const lastTo = (email: string, pattern: RegExp) => pattern.exec(mails.findLast((mail) => mail.to === email)?.text ?? '')?.[1] ?? ''
  const login = async (service: AuthService, email: string, deviceId: string) => {
    await service.connectEmail({ email, deviceId })
    await service.approveDevice(lastTo(email, /approve\?token=(\S+)$/m))
    await service.connectDevice({ email, deviceId })
    return (await service.connectOtp({ email, deviceId, otp: lastTo(email, /^(\d{6})$/m) })).token
  }
  const freshEmail = () => `race-${randomUUID()}@example.com`

  it('keeps both devices’ shares when two devices register theirs at once at two instances', async () => {
    const [storeA, storeB] = stores()
    const service = serviceOn(storeA)
    const email = freshEmail()
    await service.putKeyShares(await login(service, email, LAPTOP), sharesWith(share('A')))
    const phone = await login(service, email, PHONE)
    const tablet = await login(service, email, TABLET)
    await service.getRecoveryShare(phone)
    await service.getRecoveryShare(tablet)
    const a = pauseAfter(storeA, 'readCount')
    await Promise.all([
      serviceOn(a.store).putDeviceShare(phone, { authShare: share('P') }),
      a.paused.then(() => serviceOn(storeB).putDeviceShare(tablet, { authShare: share('T') })).finally(a.release),
    ])
    expect(await service.getAuthShare(phone)).toEqual({ authShare: share('P') })
    expect(await service.getAuthShare(tablet)).toEqual({ authShare: share('T') })
  })

  it('leaves the newer share when a lazy re-seal read the older one before a device replaced it', async () => {
    const [storeA, storeB] = stores()
    const email = freshEmail()
    const before = serviceOn(storeA, [old])
    const laptop = await login(before, email, LAPTOP)
    await before.putKeyShares(laptop, sharesWith(share('A')))
    // The laptop recovers and registers a new share of its own while an instance re-seals the old one.
    await serviceOn(storeB, [next, old]).getRecoveryShare(laptop)
    const a = pauseAfter(storeA, 'getUser')
    const [read] = await Promise.all([
      serviceOn(a.store, [next, old]).getAuthShare(laptop),
      a.paused.then(() => serviceOn(storeB, [next, old]).putDeviceShare(laptop, { authShare: share('N') })).finally(a.release),
    ])
    expect(read).toEqual({ authShare: share('A') })
    expect(await serviceOn(storeB, [next]).getAuthShare(laptop)).toEqual({ authShare: share('N') })
  })

  it('stores one first split of two at once: the other is refused with KEY_SHARES_EXIST', async () => {
    const [storeA, storeB] = stores()
    const email = freshEmail()
    const laptop = await login(serviceOn(storeA), email, LAPTOP)
    const a = pauseAfter(storeA, 'getUser')
    const [first, second] = await Promise.allSettled([
      serviceOn(a.store).putKeyShares(laptop, sharesWith(share('A'))),
      a.paused.then(() => serviceOn(storeB).putKeyShares(laptop, sharesWith(share('B')))).finally(a.release),
    ])
    expect(second.status).toBe('fulfilled')
    expect(first).toMatchObject({ status: 'rejected', reason: { status: 409, code: 'KEY_SHARES_EXIST' } })
    expect(await serviceOn(storeA).getAuthShare(laptop)).toEqual({ authShare: share('B') })
  })

  it('keeps every device entry of twenty written at once through both handles, and stores one first split of ten', async () => {
    const [storeA, storeB] = stores()
    const email = freshEmail()
    const userId = (await serviceOn(storeA).getSession(await login(serviceOn(storeA), email, LAPTOP))).user.id
    const firsts = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? storeA : storeB).putKeySharesIfAbsent(userId, { recovery: sharesWith(share('S')), devices: {} })))
    expect(firsts.filter(Boolean)).toHaveLength(1)
    const deviceIds = Array.from({ length: 20 }, (_, index) => `device-${index}`)
    expect(await Promise.all(deviceIds.map((deviceId, index) => (index % 2 ? storeA : storeB).setDeviceShare(userId, deviceId, `sealed-${deviceId}`)))).toEqual(deviceIds.map(() => true))
    expect((await storeB.getUser(userId))?.keyShares?.devices).toEqual(Object.fromEntries(deviceIds.map((deviceId) => [deviceId, `sealed-${deviceId}`])))
  })
}
