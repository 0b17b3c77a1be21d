import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../db/createDatabase'
import type { PorticoDatabase } from '../db/database'

/**
 * A migrated PGlite store in memory for the test file's tests, opened before them and closed after.
 * @example const database = useMemoryDatabase(); it('…', () => createCache(database().db, metrics))
 */
export function useMemoryDatabase(): () => PorticoDatabase {
  let database: PorticoDatabase | undefined
  beforeAll(async () => {
    database = await createDatabase({})
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })
  return () => {
    if (!database) throw new Error('The database opens before the tests run')
    return database
  }
}
