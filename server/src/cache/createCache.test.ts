import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createDatabase } from '../db/createDatabase'
import { useMemoryDatabase } from '../testing/memoryDatabase'
import { createMetrics } from '../metrics/createMetrics'
import { createCache } from './createCache'

describe('createCache', () => {
  const database = useMemoryDatabase()

  it('shares one load among concurrent misses of a key, then answers from the cache', async () => {
    const cache = createCache(database().db, createMetrics())
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return [1, 2, 3]
    })
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('test', 'k1', z.array(z.number()), 30_000, load)))
    expect(answers.every((answer) => answer.join() === '1,2,3')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await cache.getOrLoad('test', 'k1', z.array(z.number()), 30_000, load)).toEqual([1, 2, 3])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("reads another instance's entry from the database, and keeps answering from memory once the database is away", async () => {
    const away = await createDatabase({})
    const writer = createCache(away.db, createMetrics())
    const reader = createCache(away.db, createMetrics())
    await writer.set('k2', { n: 7 }, 30_000)
    expect(await reader.get('test', 'k2', z.object({ n: z.number() }))).toEqual({ n: 7 })
    await away.close()
    expect(await reader.get('test', 'k2', z.object({ n: z.number() }))).toEqual({ n: 7 })
    await writer.set('k3', { n: 8 }, 30_000)
    expect(await writer.get('test', 'k3', z.object({ n: z.number() }))).toEqual({ n: 8 })
    expect(await reader.get('test', 'k3', z.object({ n: z.number() }))).toBeUndefined()
  })

  it("parses what another instance wrote before trusting it: a shape this code does not read is a miss, a good one is parsed once", async () => {
    const writer = createCache(database().db, createMetrics())
    const reader = createCache(database().db, createMetrics())
    await writer.set('k4', { n: 'not a number' }, 30_000)
    await writer.set('k5', { n: 9 }, 30_000)
    const schema = z.object({ n: z.number() })
    expect(await reader.get('test', 'k4', schema)).toBeUndefined()
    const parse = vi.spyOn(schema, 'safeParse')
    expect(await reader.get('test', 'k5', schema)).toEqual({ n: 9 })
    expect(await reader.get('test', 'k5', schema)).toEqual({ n: 9 })
    expect(parse).toHaveBeenCalledTimes(1)
    // What this instance wrote itself is typed by its code: read back without a parse.
    expect(await writer.get('test', 'k5', schema)).toEqual({ n: 9 })
    expect(parse).toHaveBeenCalledTimes(1)
  })
})
