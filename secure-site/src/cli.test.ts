import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { KeyShares } from './auth/authStore'
import { decryptAtRest, encryptAtRest } from './auth/encryptAtRest'
import { createDatabaseAuthStore } from './db/createDatabaseAuthStore'
import { openSecureSiteDatabase } from './db/openSecureSiteDatabase'
import { secureSiteAuditLog } from './db/schema'
import { SETTINGS_ENVIRONMENT } from './settings/readSecureSiteSettings'

const SECRET = 'c0ffee'.repeat(11)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-secure-site-cli-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  const settings = {
    framePort: 0,
    authPort: 0,
    projects: { shop: { allowedOrigins: ['https://shop.example'] } },
    smtp: { host: 'smtp.example.com', port: 587, from: 'Shop <auth@shop.example>' },
    frameAppDir: dir,
    database: { dataDir: join(dir, 'data') },
  }
  await writeFile(join(dir, 'site.json'), JSON.stringify(settings))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the secure site command', () => {
  it('starts from a settings file and the environment, logs JSON lines without the secret, and stops cleanly on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--config', join(dir, 'site.json')], {
      env: { ...process.env, [SETTINGS_ENVIRONMENT.secretHex]: SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const started = new Promise<{ frameUrl: string; authUrl: string }>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((candidate) => candidate.includes('secure site started'))
        if (line) resolve(JSON.parse(line) as { frameUrl: string; authUrl: string })
      })
    })
    const exited = once(child, 'exit')
    const { frameUrl, authUrl } = await started
    expect((await fetch(`${frameUrl}/healthz`)).status).toBe(200)
    expect((await fetch(`${authUrl}/healthz`)).status).toBe(200)
    child.kill('SIGTERM')
    expect((await exited)[0]).toBe(0)
    expect(output).toContain('"msg":"secure site stopping","signal":"SIGTERM"')
    expect(output).not.toContain(SECRET)
    await expect(fetch(`${frameUrl}/healthz`)).rejects.toThrow()
    // The store is PGlite in the data folder: what a restart finds again.
    expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(true)
    // A child process loading viem through tsx: seconds alone, far more while other suites run.
  }, 90_000)

  it('--help and -h print the usage on stdout and exit 0, starting nothing', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    for (const flag of ['--help', '-h']) {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, flag], { stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const [code] = (await once(child, 'exit')) as [number | null]
      expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: 'usage: portico-secure-site [start|check-config|migrate|reseal] --config <file> (or PORTICO_SECURE_SITE_CONFIG)\n', stderr: '' })
    }
  }, 60_000)

  it('check-config: one line per problem naming the field, nothing started; start: an unreachable PostgreSQL retried, then one line naming the host', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const run = async (args: string[], env: Record<string, string>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const [code] = (await once(child, 'exit')) as [number | null]
      return { code, lines: output.trim().split('\n').map((line) => z.looseObject({ level: z.string(), msg: z.string() }).parse(JSON.parse(line))) }
    }
    const misspelt = join(dir, 'misspelt.json')
    await writeFile(misspelt, JSON.stringify({ projects: { shop: { allowedOrigins: ['https://shop.example'] } }, smtp: { host: 'smtp.example.com', port: 587, from: 'a@b.example' }, smpt: {} }))
    const checked = await run(['check-config', '--config', misspelt], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })
    expect(checked).toEqual({ code: 1, lines: [expect.objectContaining({ level: 'error', msg: 'settings problem', error: 'smpt: unknown field' })] })
    expect((await run(['check-config', '--config', join(dir, 'site.json')], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })).code).toBe(0)

    const unreachable = join(dir, 'unreachable.json')
    await writeFile(unreachable, JSON.stringify({ projects: { shop: { allowedOrigins: ['https://shop.example'] } }, smtp: { host: 'smtp.example.com', port: 587, from: 'a@b.example' }, framePort: 0, authPort: 0, database: { connectAttempts: 2 } }))
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const started = await run(['--config', unreachable], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.databaseUrl]: 'postgres://auth:hunter2@127.0.0.1:1/secure' })
    expect(started.code).toBe(1)
    expect(started.lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'database not reachable yet, retrying', attempt: 1, attempts: 2, delayMs: 500, reason: 'ECONNREFUSED' }),
      expect.objectContaining({ level: 'error', msg: 'secure site did not start', error: expect.stringMatching(/^database: cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED\) after 2 attempts in \d+\.\d s$/) }),
    ])
    expect(JSON.stringify(started.lines)).not.toContain('hunter2')
    // Three child processes loading the settings (and one the servers) through tsx: seconds each under load.
  }, 120_000)

  it('reseal: seals every stored auth share anew under the first key, prints one line of counts without a share, exits 1 naming what failed', async () => {
    const [oldHex, nextHex, droppedHex] = [0, 1, 2].map(() => randomBytes(32).toString('hex'))
    const keyOf = (kid: string, hex = '') => ({ kid, key: new Uint8Array(Buffer.from(hex, 'hex')) })
    const [old, next, dropped] = [keyOf('old', oldHex), keyOf('next', nextHex), keyOf('dropped', droppedHex)]
    const sharesOf = (recovery: string, devices: Record<string, string>): KeyShares => ({
      recovery: { authShare: recovery, sealedRecoveryShare: { version: 1, iv: 'i'.repeat(16), ciphertext: 'c'.repeat(44) }, recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 's'.repeat(22) } },
      devices,
    })
    // What the instances stored under the old key (one device already under the new), and a share whose key was dropped.
    // The data folder the start above made, if it ran: a folder's first open (initdb, migrations) costs seconds, a reopen one.
    const seeded = await openSecureSiteDatabase({ dataDir: join(dir, 'data') })
    const seedStore = createDatabaseAuthStore(seeded.db)
    const seed = async (id: string, shares: KeyShares) => {
      await seedStore.createUserIfAbsent({ id, email: `${id}@example.com`, devices: [] })
      await seedStore.putKeySharesIfAbsent(id, shares)
    }
    await seed('u-a', sharesOf(encryptAtRest('share-a1', old, 'u-a'), { laptop: encryptAtRest('share-a1', old, 'u-a'), phone: encryptAtRest('share-a2', next, 'u-a') }))
    await seed('u-b', sharesOf(encryptAtRest('share-b1', old, 'u-b'), { laptop: encryptAtRest('share-b2', old, 'u-b') }))
    await seed('u-c', sharesOf(encryptAtRest('share-c1', dropped, 'u-c'), {}))
    await seeded.close()

    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'reseal', '--config', join(dir, 'site.json')], {
      env: { ...process.env, [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.sealingKeys]: `next:${nextHex},old:${oldHex}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    const lines = stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg: 'reseal finished',
      users: 3,
      resealed: 4,
      alreadyCurrent: 1,
      failed: [{ userId: 'u-c', share: 'recovery', reason: 'Sealed under the at-rest key dropped, which is not listed' }],
    })
    for (const secret of ['share-', oldHex, nextHex]) expect(stdout + stderr).not.toContain(secret)

    // Every share of the two users opens under the new key alone; one audit entry per user re-sealed.
    const database = await openSecureSiteDatabase({ dataDir: join(dir, 'data') })
    try {
      const store = createDatabaseAuthStore(database.db)
      for (const [id, plaintexts] of [['u-a', ['share-a1', 'share-a1', 'share-a2']], ['u-b', ['share-b1', 'share-b2']]] as const) {
        const shares = (await store.getUser(id))?.keyShares
        const sealed = [shares?.recovery.authShare ?? '', ...Object.values(shares?.devices ?? {})]
        // jsonb keeps its own key order: compare the shares as a set.
        expect(sealed.map((blob) => decryptAtRest(blob, [next], id).plaintext).sort()).toEqual(plaintexts)
      }
      const audited = await database.db.select({ userId: secureSiteAuditLog.userId, details: secureSiteAuditLog.details }).from(secureSiteAuditLog).where(eq(secureSiteAuditLog.event, 'key-shares-resealed'))
      expect(z.array(z.object({ userId: z.string(), details: z.record(z.string(), z.unknown()) })).parse(audited)).toEqual([
        { userId: 'u-a', details: { shares: 2, kid: 'next' } },
        { userId: 'u-b', details: { shares: 2, kid: 'next' } },
      ])
    } finally {
      await database.close()
    }
    // Three PGlite opens of a folder (seed, the command, the check) and a child loading tsx: seconds alone, far more under load.
  }, 120_000)
})
