import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase'
import { useMemoryDatabase } from '../testing/memoryDatabase'
import { createRateLimiter } from './createRateLimiter'

const DAY = { requests: 3, windowSeconds: 86_400 }

describe('createRateLimiter', () => {
  const database = useMemoryDatabase()

  it('counts a request against every quota, or against none when one is used up', () => {
    const limiter = createRateLimiter(database().db)
    const now = Date.now()
    const checks = (client: string) => [
      { key: 'project', limit: { requests: 4, windowSeconds: 86_400 } },
      { key: `project|${client}`, limit: { requests: 2, windowSeconds: 86_400 } },
    ]
    expect([1, 2, 3].map(() => limiter.consume(checks('a'), now).allowed)).toEqual([true, true, false])
    expect([1, 2, 3].map(() => limiter.consume(checks('b'), now).allowed)).toEqual([true, true, false])
    const refused = limiter.consume(checks('c'), now)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('learns at a sync what another instance used, including for a quota it has not counted yet', async () => {
    const one = createRateLimiter(database().db)
    const other = createRateLimiter(database().db, { alwaysSynced: [{ key: 'shared', limit: DAY }] })
    expect(one.consume([{ key: 'shared', limit: DAY }], Date.now()).allowed).toBe(true)
    expect(one.consume([{ key: 'shared', limit: DAY }], Date.now()).allowed).toBe(true)
    await one.sync()
    await other.sync()
    expect([1, 2].map(() => other.consume([{ key: 'shared', limit: DAY }], Date.now()).allowed)).toEqual([true, false])
  })

  it('decides from memory while the database is away, and keeps the counts for the sync that works', async () => {
    const away = await createDatabase({})
    const limiter = createRateLimiter(away.db)
    expect(limiter.consume([{ key: 'outage', limit: DAY }], Date.now()).allowed).toBe(true)
    await away.close()
    expect(limiter.consume([{ key: 'outage', limit: DAY }], Date.now()).allowed).toBe(true)
    await expect(limiter.sync()).rejects.toThrow()
    expect(limiter.consume([{ key: 'outage', limit: DAY }], Date.now()).allowed).toBe(true)
    expect(limiter.consume([{ key: 'outage', limit: DAY }], Date.now()).allowed).toBe(false)
  })
})
