import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { pauseStoreAfter } from './pauseStoreAfter'
import { createRaceHarness, LAPTOP, PHONE, TABLET, type RaceStores } from './raceHarness'
import type { KeySharesBody } from './schemas'

const share = (letter: string) => letter.repeat(44)
const sharesWith = (authShare: string): KeySharesBody => ({
  authShare,
  sealedRecoveryShare: { version: 1, iv: 'B'.repeat(16), ciphertext: 'C'.repeat(44) },
  recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 'D'.repeat(22) },
})

/**
 * Key-share writes racing between two instances: each race lets one caller read the user, runs
 * the other's whole request meanwhile, then lets the first write (so it fails the same way every
 * run on a whole-record save). Called inside a describe whose stores are ready by the first test.
 */
export function keyShareRaceTests(stores: RaceStores): void {
  const old = { kid: 'race-old', key: new Uint8Array(randomBytes(32)) }
  const next = { kid: 'race-next', key: new Uint8Array(randomBytes(32)) }
  const { serviceOn, login, freshEmail } = createRaceHarness([next])

  it('keeps both devices’ shares when two devices register theirs at once at two instances', async () => {
    const [storeA, storeB] = stores()
    const service = serviceOn(storeA)
    const email = freshEmail()
    await service.putKeyShares(await login(service, email, LAPTOP), sharesWith(share('A')))
    const phone = await login(service, email, PHONE)
    const tablet = await login(service, email, TABLET)
    await service.getRecoveryShare(phone)
    await service.getRecoveryShare(tablet)
    const a = pauseStoreAfter(storeA, 'readCount')
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
    const a = pauseStoreAfter(storeA, 'getUser')
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
    const a = pauseStoreAfter(storeA, 'getUser')
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
