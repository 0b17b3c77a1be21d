import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from './createDatabase'
import type { PorticoDatabase } from './database'
import { MIGRATIONS_FOLDER } from './migrationsFolder'
import { queryRows } from './queryRows'

describe('createDatabase', () => {
  let open: PorticoDatabase
  // PGlite compiles its WebAssembly on open: seconds on a loaded machine, so one database a file.
  beforeAll(async () => {
    open = await createDatabase({})
  }, 120_000)
  afterAll(() => open.close())

  it('opens an in-memory PGlite with every table of the migrations', async () => {
    expect(open.kind).toBe('pglite')
    const tables = await queryRows(
      open.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      z.object({ table_name: z.string() }),
    )
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(['analytics_events', 'cache_entries', 'rate_limit_counters']))
    await expect(open.ping()).resolves.toBeUndefined()
  })

  it('records each migration of the journal once', async () => {
    const applied = await queryRows(open.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`, z.object({ count: z.number() }))
    const journal = JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
    expect(applied[0]?.count).toBe(journal.entries.length)
  })

  it('keeps the migrated empty database in the temp folder, as the secure site does, and opens each later in-memory store fresh from it', async () => {
    expect((await readdir(tmpdir())).some((name) => /^portico-server-pglite-[0-9a-f]{16}\.tar\.gz$/.test(name))).toBe(true)
    await open.db.execute(sql`create table scratch (x int)`)
    const second = await createDatabase({})
    try {
      const found = await queryRows(second.db, sql`select to_regclass('public.scratch')::text as found, to_regclass('public.cache_entries')::text as cache`, z.object({ found: z.string().nullable(), cache: z.string().nullable() }))
      expect(found).toEqual([{ found: null, cache: 'cache_entries' }])
    } finally {
      await second.close()
    }
  }, 120_000)
})
