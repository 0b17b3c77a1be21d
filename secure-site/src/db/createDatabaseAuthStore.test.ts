import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthStore, UserRecord } from '../auth/authStore'
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
    for (const user of [ALICE, BOB, CAROL]) await store.saveUser(user)
    expect(await store.findUserByEmail('alice@example.com')).toEqual(ALICE)
    expect(await store.findUserBySocial('github', '42')).toEqual(BOB)
    expect(await store.findUserBySocial('discord', '42')).toBeUndefined()
    expect(await store.findUserByFarcasterFid(7)).toEqual(CAROL)
    await store.saveUser({ ...ALICE, devices: ['d1', 'd2'] })
    expect((await store.getUser(ALICE.id))?.devices).toEqual(['d1', 'd2'])
    await store.saveSession({ sid: 's1', userId: ALICE.id, deviceId: 'd1', expiresAt: 1_900_000_000_000 })
    expect(await store.getSession('s1')).toEqual({ sid: 's1', userId: ALICE.id, deviceId: 'd1', expiresAt: 1_900_000_000_000 })
    await store.deleteUser(ALICE.id)
    expect(await store.getUser(ALICE.id)).toBeUndefined()
    expect(await store.getSession('s1')).toBeUndefined()
    expect(await store.findUserByEmail('alice@example.com')).toBeUndefined()
  })

  it('refuses a second user with the same email (one user per way in)', async () => {
    await store.saveUser({ id: 'u-dave', email: 'dave@example.com', devices: [] })
    await expect(store.saveUser({ id: 'u-dave-2', email: 'dave@example.com', devices: [] })).rejects.toThrow()
  })
})
