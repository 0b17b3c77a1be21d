import { afterAll, beforeAll, describe } from 'vitest'
import { createDatabaseAuthStore } from '../db/createDatabaseAuthStore'
import { openSecureSiteDatabase, type SecureSiteDatabase } from '../db/openSecureSiteDatabase'
import { keyShareRaceTests } from './keyShareRacesFixture'
import { createMemoryAuthStore } from './memoryAuthStore'

// Real PostgreSQL, two pools: secure-site/src/severalInstances.test.ts runs the same races.
describe('key shares written at once (PGlite)', () => {
  let database: SecureSiteDatabase
  beforeAll(async () => {
    database = await openSecureSiteDatabase({})
    // PGlite opens in about 2 s alone, far longer while other suites load the cores.
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })
  keyShareRaceTests(() => [createDatabaseAuthStore(database.db), createDatabaseAuthStore(database.db)])
})

describe('key shares written at once (the in-memory store unit tests use)', () => {
  const store = createMemoryAuthStore()
  keyShareRaceTests(() => [store, store])
})
