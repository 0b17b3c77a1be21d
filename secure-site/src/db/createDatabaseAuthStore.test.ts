import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthStore, KeyShares, UserRecord } from '../auth/authStore'
import { createDatabaseAuthStore } from './createDatabaseAuthStore'
import { openSecureSiteDatabase, type SecureSiteDatabase } from './openSecureSiteDatabase'

const ALICE: UserRecord = { id: 'u-alice', email: 'alice@example.com', devices: ['d1'] }
const BOB: UserRecord = { id: 'u-bob', social: { provider: 'github', subject: '42', userName: 'bob', email: null }, devices: [] }
const CAROL: UserRecord = { id: 'u-carol', farcaster: { fid: 7, userName: 'carol' }, devices: [] }
let database: SecureSiteDatabase
let store: AuthStore

beforeAll(async () => {
  database = await openSecureSiteDatabase({})
  store = createDatabaseAuthStore(database.db)
  // PGlite opens in about 2 s alone, far longer while other suites load the cores.
}, 120_000)
afterAll(async () => {
  await database?.close()
})

describe('createDatabaseAuthStore (PGlite)', () => {
  it('finds users by each way in, updates them in place, and deletes a user with its sessions', async () => {
    for (const user of [ALICE, BOB, CAROL]) expect(await store.createUserIfAbsent(user)).toBe(true)
    expect(await store.findUserByEmail('alice@example.com')).toEqual(ALICE)
    expect(await store.findUserBySocial('github', '42')).toEqual(BOB)
    expect(await store.findUserBySocial('discord', '42')).toBeUndefined()
    expect(await store.findUserByFarcasterFid(7)).toEqual(CAROL)
    expect((await store.addDevice(ALICE.id, 'd2'))?.devices).toEqual(['d1', 'd2'])
    expect((await store.addDevice(ALICE.id, 'd2'))?.devices).toEqual(['d1', 'd2'])
    expect((await store.getUser(ALICE.id))?.devices).toEqual(['d1', 'd2'])
    await store.saveSession({ sid: 's1', userId: ALICE.id, deviceId: 'd1', expiresAt: 1_900_000_000_000 })
    expect(await store.getSession('s1')).toEqual({ sid: 's1', userId: ALICE.id, deviceId: 'd1', expiresAt: 1_900_000_000_000 })
    await store.deleteUser(ALICE.id)
    expect(await store.getUser(ALICE.id)).toBeUndefined()
    expect(await store.getSession('s1')).toBeUndefined()
    expect(await store.findUserByEmail('alice@example.com')).toBeUndefined()
  })

  it('writes no second user with a taken way in (email, social account, fid), and changes no email to a taken one', async () => {
    expect(await store.createUserIfAbsent({ id: 'u-dave', email: 'dave@example.com', devices: [] })).toBe(true)
    expect(await store.createUserIfAbsent({ id: 'u-dave-2', email: 'dave@example.com', devices: [] })).toBe(false)
    expect(await store.createUserIfAbsent({ ...BOB, id: 'u-bob-2' })).toBe(false)
    expect(await store.createUserIfAbsent({ ...CAROL, id: 'u-carol-2' })).toBe(false)
    expect(await store.createUserIfAbsent({ id: 'u-dave', email: 'dave2@example.com', devices: [] })).toBe(false)
    expect(await store.getUser('u-dave-2')).toBeUndefined()
    expect(await store.createUserIfAbsent({ id: 'u-dora', email: 'dora@example.com', devices: ['d9'] })).toBe(true)
    expect(await store.setEmail('u-dora', 'dave@example.com')).toBe(false)
    expect(await store.setEmail('u-bob', 'bob@example.com')).toBe(false)
    expect(await store.setEmail('u-dora', 'dora@new.example.com')).toBe(true)
    expect(await store.findUserByEmail('dora@new.example.com')).toEqual({ id: 'u-dora', email: 'dora@new.example.com', devices: ['d9'] })
    await store.deleteUser('u-dora')
  })

  it("updates a social user's profile and a Farcaster user's name alone: an absent name keeps the stored one", async () => {
    expect(await store.setSocialProfile(BOB.id, { email: 'bob@github.example', userName: 'bobby' })).toEqual({ ...BOB, social: { ...BOB.social, email: 'bob@github.example', userName: 'bobby' } })
    expect((await store.setSocialProfile(BOB.id, { email: null }))?.social).toEqual({ ...BOB.social, email: null, userName: 'bobby' })
    expect(await store.setSocialProfile(CAROL.id, { email: null })).toBeUndefined()
    expect(await store.setFarcasterUserName(CAROL.id, null)).toEqual({ ...CAROL, farcaster: { fid: 7, userName: null } })
    expect((await store.setFarcasterUserName(CAROL.id, 'carol.eth'))?.farcaster).toEqual({ fid: 7, userName: 'carol.eth' })
    expect(await store.setFarcasterUserName(BOB.id, 'bob')).toBeUndefined()
    expect(await store.findUserBySocial('github', '42')).toMatchObject({ social: { userName: 'bobby' } })
  })

  it('counts hits in fixed windows, takes codes and short-lived records once, and ignores what expired', async () => {
    expect(await store.countHit('cooldown:a', 30_000, 1_000)).toEqual({ count: 1, windowEndsAt: 31_000 })
    expect(await store.countHit('cooldown:a', 30_000, 2_000)).toEqual({ count: 2, windowEndsAt: 31_000 })
    expect(await store.readCount('cooldown:a', 30_999)).toBe(2)
    expect(await store.countHit('cooldown:a', 30_000, 31_000)).toEqual({ count: 1, windowEndsAt: 61_000 })
    await store.putCode('login:a', { codeHash: 'h1', expiresAt: 10_000, attemptsLeft: 2 })
    expect(await store.spendCodeAttempt('login:a')).toBe(1)
    expect(await store.takeCode('login:a', 'h2', 5_000)).toBe(false)
    expect(await store.takeCode('login:a', 'h1', 10_000)).toBe(false)
    expect(await store.takeCode('login:a', 'h1', 5_000)).toBe(true)
    expect(await store.takeCode('login:a', 'h1', 5_000)).toBe(false)
    await store.putPending('farcaster-nonce:n1', true, Date.now() + 60_000)
    await store.putPending('farcaster-nonce:n2', true, Date.now() - 1)
    await store.putPending('farcaster_nonce:x', true, Date.now() + 60_000)
    expect(await store.countPending('farcaster-nonce:', Date.now())).toBe(1)
    expect(await store.takePending('farcaster-nonce:n1', Date.now())).toBe(true)
    expect(await store.takePending('farcaster-nonce:n1', Date.now())).toBeUndefined()
  })

  it('writes shares one at a time and only through its share methods: an email change or a device after them keeps them', async () => {
    const erin: UserRecord = { id: 'u-erin', email: 'erin@example.com', devices: ['d1'] }
    const shares: KeyShares = { recovery: { authShare: 'sealed-1', sealedRecoveryShare: { version: 1, iv: 'i'.repeat(16), ciphertext: 'c'.repeat(44) }, recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 's'.repeat(22) } }, devices: { d1: 'sealed-1' } }
    // A new user's record never brings shares with it.
    expect(await store.createUserIfAbsent({ ...erin, keyShares: shares })).toBe(true)
    expect((await store.getUser(erin.id))?.keyShares).toBeUndefined()
    expect(await store.setDeviceShare(erin.id, 'd2', 'sealed-2')).toBe(false)
    expect(await store.putKeySharesIfAbsent(erin.id, shares)).toBe(true)
    expect(await store.putKeySharesIfAbsent(erin.id, { ...shares, devices: { d1: 'other' } })).toBe(false)
    const stale = await store.getUser(erin.id)
    expect(await store.setDeviceShare(erin.id, 'd2', 'sealed-2')).toBe(true)
    expect(await store.replaceSealedShare(erin.id, { kind: 'device', deviceId: 'd1' }, 'not-it', 'resealed-1')).toBe(false)
    expect(await store.replaceSealedShare(erin.id, { kind: 'recovery' }, 'sealed-1', 'resealed-1')).toBe(true)
    // An email change and a device after those writes.
    if (!stale) throw new Error('no user')
    expect(await store.setEmail(erin.id, 'erin@new.example.com')).toBe(true)
    expect((await store.addDevice(erin.id, 'd2'))?.devices).toEqual(['d1', 'd2'])
    const after = await store.getUser(erin.id)
    expect(after?.email).toBe('erin@new.example.com')
    expect(after?.keyShares).toEqual({ ...shares, recovery: { ...shares.recovery, authShare: 'resealed-1' }, devices: { d1: 'sealed-1', d2: 'sealed-2' } })
    expect((await store.listUsers(undefined, 100)).map((user) => user.id)).toEqual(['u-bob', 'u-carol', 'u-dave', 'u-erin'])
    expect((await store.listUsers('u-carol', 1)).map((user) => user.id)).toEqual(['u-dave'])
  })
})
