import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openMigratedDatabase, type MigratedDatabaseOptions } from './openMigratedDatabase'
import { queryRows } from './queryRows'

let dir: string
let options: MigratedDatabaseOptions

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-migrated-db-'))
  // One small migration, as drizzle-kit writes them, with its own history table.
  const migrationsFolder = join(dir, 'drizzle')
  await mkdir(join(migrationsFolder, 'meta'), { recursive: true })
  await writeFile(join(migrationsFolder, '0000_notes.sql'), 'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);')
  await writeFile(join(migrationsFolder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1_764_000_000_000, tag: '0000_notes', breakpoints: true }] }))
  options = { name: 'test', migrationsFolder, migrationsTable: '__test_migrations', lockKey: 7_263_921_099, templateDir: dir }
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const notes = (db: Parameters<typeof queryRows>[0]) => queryRows(db, sql`select text from notes`, z.object({ text: z.string() }))

describe('openMigratedDatabase', () => {
  it('opens PGlite in memory migrated, keeps a template of the migrated empty database, and opens each later one fresh from it', async () => {
    const first = await openMigratedDatabase(options)
    try {
      expect(first.kind).toBe('pglite')
      await first.db.execute(sql`insert into notes (text) values ('first')`)
      expect(await notes(first.db)).toEqual([{ text: 'first' }])
      const history = await queryRows(first.db, sql`select count(*)::int as count from drizzle.__test_migrations`, z.object({ count: z.number() }))
      expect(history).toEqual([{ count: 1 }])
    } finally {
      await first.close()
    }
    const templates = (await readdir(dir)).filter((name) => /^portico-test-pglite-[0-9a-f]{16}\.tar\.gz$/.test(name))
    expect(templates).toHaveLength(1)
    const written = (await stat(join(dir, templates[0] ?? ''))).mtimeMs

    const second = await openMigratedDatabase(options)
    try {
      expect(await notes(second.db)).toEqual([])
      await expect(second.ping()).resolves.toBeUndefined()
    } finally {
      await second.close()
    }
    expect((await stat(join(dir, templates[0] ?? ''))).mtimeMs).toBe(written)
  }, 120_000)
})
