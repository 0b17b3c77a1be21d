import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../toolchain/processes/startPostgres'
import { startAuthServer, type AuthServer } from './auth/authServer'
import { createAuthService } from './auth/authService'
import { keyShareRaceTests } from './auth/keyShareRacesFixture'
import { userRecordRaceTests } from './auth/userRecordRacesFixture'
import type { OutgoingMail } from './auth/mailer'
import { authErrorReplySchema, connectOtpReplySchema } from './auth/schemas'
import { createDatabaseAuthStore } from './db/createDatabaseAuthStore'
import { openSecureSiteDatabase, type SecureSiteDatabase } from './db/openSecureSiteDatabase'

const SECURE_SITE = 'http://127.0.0.1:5174'
const SECRET = randomBytes(32)
const mails: OutgoingMail[] = []
const lastMailTo = (to: string) => mails.findLast((mail) => mail.to === to)?.text ?? ''
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] ?? ''

interface Instance {
  database: SecureSiteDatabase
  server: AuthServer
}

/** One instance of the auth service: its own connection pool on the shared database, its own HTTP server. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const database = await openSecureSiteDatabase({ databaseUrl })
  const service = createAuthService({ store: createDatabaseAuthStore(database.db), mailer: { send: async (mail) => void mails.push(mail) }, secret: SECRET, publicUrl: 'http://127.0.0.1:5180' })
  return { database, server: await startAuthServer({ service, allowedOrigins: [SECURE_SITE] }) }
}

// CI installs Debian's postgresql (.ci/run); a machine without it skips this file, saying so.
describe.skipIf(!postgresInstalled())('two auth service instances on one PostgreSQL', () => {
  let postgres: PostgresInstance
  let a: Instance
  let b: Instance

  const call = (instance: Instance, path: string, { body, token, method = body === undefined ? 'GET' : 'POST' }: { body?: unknown; token?: string; method?: string } = {}) =>
    fetch(`${instance.server.url}${path}`, {
      method,
      headers: { origin: SECURE_SITE, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const errorOf = async (response: Response) => authErrorReplySchema.parse(await response.json()).error

  beforeAll(async () => {
    postgres = await startPostgres()
    // Started together: both migrate at once, under the advisory lock.
    ;[a, b] = await Promise.all([startInstance(postgres.url), startInstance(postgres.url)])
  }, 120_000)

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.server.close()
      await instance?.database.close()
    }
    await postgres?.stop()
  })

  it('runs each migration once though both instances started at the same moment', async () => {
    const journal = z.object({ entries: z.array(z.unknown()) }).parse(JSON.parse(await readFile(fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url)), 'utf8')))
    const sql = new pg.Client({ connectionString: postgres.url })
    await sql.connect()
    try {
      const { rows } = await sql.query('select count(*)::int as count from drizzle.__secure_site_migrations')
      expect(z.array(z.object({ count: z.number() })).parse(rows)[0]?.count).toBe(journal.entries.length)
    } finally {
      await sql.end()
    }
  })

  it('shares the email cooldown: a second request at the other instance within 30 s is refused', async () => {
    const device = { email: 'cooldown@example.com', deviceId: 'device-cooldown-0001' }
    expect((await call(a, '/v1/email/connect', { body: device })).status).toBe(200)
    const again = await call(b, '/v1/email/connect', { body: device })
    expect(again.status).toBe(429)
    expect(await errorOf(again)).toMatchObject({ code: 'COOLDOWN' })
  })

  it('shares a session and the code attempt limit: an approval at one, wrong codes at both, sign-out at one ends the session at the other', async () => {
    const email = 'alice@example.com'
    const device = { email, deviceId: 'device-alice-000001' }
    await call(a, '/v1/email/connect', { body: device })
    const link = /approve\?token=(\S+)$/m.exec(lastMailTo(email))?.[1] ?? ''
    expect((await call(b, `/v1/device/approve?token=${link}`)).status).toBeLessThan(400)
    expect(await (await call(a, '/v1/device/connect', { body: device })).json()).toEqual({ action: 'VERIFY_OTP' })
    const code = codeIn(lastMailTo(email))
    const wrong = code === '000000' ? '111111' : '000000'
    // Five attempts in all, whichever instance each guess reaches.
    const left = []
    for (const instance of [b, a, b, a]) left.push((await errorOf(await call(instance, '/v1/email/connect-otp', { body: { ...device, otp: wrong } }))).attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1])
    expect(await errorOf(await call(b, '/v1/email/connect-otp', { body: { ...device, otp: wrong } }))).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' })
    expect(await errorOf(await call(a, '/v1/email/connect-otp', { body: { ...device, otp: code } }))).toMatchObject({ code: 'OTP_INVALID' })

    // A new code (past the cooldown of the first request: the device is verified, so straight to the code).
    await postgresCooldownReset(postgres.url, email)
    await call(b, '/v1/email/connect', { body: device })
    const session = connectOtpReplySchema.parse(await (await call(a, '/v1/email/connect-otp', { body: { ...device, otp: codeIn(lastMailTo(email)) } })).json())
    expect((await call(b, '/v1/session', { token: session.token })).status).toBe(200)
    expect((await call(b, '/v1/session/sign-out', { token: session.token, body: {} })).status).toBe(200)
    expect(await errorOf(await call(a, '/v1/session', { token: session.token }))).toMatchObject({ code: 'SESSION_EXPIRED' })
  })

  // Each instance's own pool: the share statements race on real row locks.
  describe('key shares written at both instances at once', () => {
    keyShareRaceTests(() => [createDatabaseAuthStore(a.database.db), createDatabaseAuthStore(b.database.db)])
  })

  describe('one user changed at both instances at once', () => {
    userRecordRaceTests(() => [createDatabaseAuthStore(a.database.db), createDatabaseAuthStore(b.database.db)])
  })
})

/** Ends a cooldown early, as 30 s passing would: the counters are rows every instance reads. */
async function postgresCooldownReset(url: string, email: string): Promise<void> {
  const sql = new pg.Client({ connectionString: url })
  await sql.connect()
  try {
    await sql.query("delete from secure_site_counters where key like $1", [`cooldown:${email}|%`])
  } finally {
    await sql.end()
  }
}
