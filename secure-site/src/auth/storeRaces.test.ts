import { afterAll, beforeAll, describe } from 'vitest'
import { createDatabaseAuthStore } from '../db/createDatabaseAuthStore'
import { openSecureSiteDatabase, type SecureSiteDatabase } from '../db/openSecureSiteDatabase'
import { keyShareRaceTests } from './keyShareRacesFixture'
import { createMemoryAuthStore } from './memoryAuthStore'
import { userRecordRaceTests } from './userRecordRacesFixture'

// Real PostgreSQL, two pools: secure-site/src/severalInstances.test.ts runs the same races.
describe('key shares and user records written at once (PGlite)', () => {
  let database: SecureSiteDatabase
  beforeAll(async () => {
    database = await openSecureSiteDatabase({})
    // PGlite opens in about 2 s alone, far longer while other suites load the cores.
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })
  const stores = () => [createDatabaseAuthStore(database.db), createDatabaseAuthStore(database.db)] as const
  describe('key shares', () => keyShareRaceTests(stores))
  describe('user records', () => userRecordRaceTests(stores))
})

describe('key shares and user records written at once (the in-memory store unit tests use)', () => {
  const store = createMemoryAuthStore()
  describe('key shares', () => keyShareRaceTests(() => [store, store]))
  describe('user records', () => userRecordRaceTests(() => [store, store]))
})
