import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSecureSiteSettings, SettingsError, SETTINGS_ENVIRONMENT } from './readSecureSiteSettings'

const SECRET = 'ab'.repeat(32)
const FILE = {
  projects: { shop: { allowedOrigins: ['https://shop.example'] } },
  smtp: { host: 'smtp.example.com', port: 465, tls: 'implicit', user: 'auth', from: 'Shop <auth@shop.example>' },
}
let dir: string
const write = async (name: string, content: unknown) => {
  const path = join(dir, name)
  await writeFile(path, JSON.stringify(content))
  return path
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-secure-site-settings-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('readSecureSiteSettings', () => {
  it('reads the file named by --config, with the secret and the SMTP password from the environment', async () => {
    const path = await write('site.json', FILE)
    const settings = readSecureSiteSettings(['--config', path], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.smtpPassword]: 'hunter2-hunter2' })
    expect(settings).toMatchObject({ host: '127.0.0.1', framePort: 5174, authPort: 5180, secretHex: SECRET, chains: [] })
    expect(settings.smtp).toEqual({ ...FILE.smtp, password: 'hunter2-hunter2' })
    expect(settings.projects).toEqual({ shop: { allowedOrigins: ['https://shop.example'], approvals: 'popup' } })
    expect(settings.database).toEqual({ dataDir: 'secure-site-data', memory: false, connectAttempts: 8 })
  })

  it('takes each secret from the file its ..._FILE variable names (as containers mount secrets), the trailing line break dropped', async () => {
    const path = await write('files.json', { ...FILE, social: { providers: { github: { clientId: 'Iv1.portico' } } } })
    const secretFile = join(dir, 'secret')
    const githubFile = join(dir, 'github')
    await writeFile(secretFile, `${SECRET}\n`)
    await writeFile(githubFile, 'gh-secret\n')
    const env = { [`${SETTINGS_ENVIRONMENT.secretHex}_FILE`]: secretFile, PORTICO_SECURE_SITE_SOCIAL_GITHUB_SECRET_FILE: githubFile }
    const settings = readSecureSiteSettings(['--config', path], env)
    expect(settings.secretHex).toBe(SECRET)
    expect(settings.social?.providers.github).toEqual({ clientId: 'Iv1.portico', clientSecret: 'gh-secret' })
    expect(() => readSecureSiteSettings(['--config', path], { [`${SETTINGS_ENVIRONMENT.smtpPassword}_FILE`]: join(dir, 'none') })).toThrow(`${SETTINGS_ENVIRONMENT.smtpPassword}_FILE: cannot read ${join(dir, 'none')} (ENOENT)`)
  })

  it('refuses a misspelt field by name (and a file that is not JSON), one problem a line, no value printed', async () => {
    const path = await write('misspelt.json', { ...FILE, projects: { shop: { allowedOrigins: ['https://shop.example'], approval: 'frame' } }, framePrt: 5174 })
    const problems = () => {
      try {
        readSecureSiteSettings(['--config', path], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })
        return []
      } catch (error) {
        return error instanceof SettingsError ? error.problems : [String(error)]
      }
    }
    expect(problems().slice().sort()).toEqual(['framePrt: unknown field', 'projects.shop.approval: unknown field'])
    // No setting lets the operator answer a user's key step: the sandbox's scripted password is not one.
    const scripted = await write('scripted.json', { ...FILE, projects: { shop: { allowedOrigins: ['https://shop.example'], scriptedRecoveryPassword: 'operator knows it' } } })
    expect(() => readSecureSiteSettings(['--config', scripted], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })).toThrow('projects.shop.scriptedRecoveryPassword: unknown field')
    const broken = join(dir, 'broken.json')
    await writeFile(broken, '{ "smtp": ')
    expect(() => readSecureSiteSettings(['--config', broken], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })).toThrow(new RegExp(`^${broken}: not JSON \\(`))
  })

  it("takes each social provider's client secret from its variable", async () => {
    const path = await write('social.json', { ...FILE, social: { providers: { github: { clientId: 'Iv1.portico' }, google: { clientId: 'g.apps' } } } })
    const env = { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, PORTICO_SECURE_SITE_SOCIAL_GITHUB_SECRET: 'gh-secret' }
    expect(readSecureSiteSettings(['--config', path], env).social?.providers).toEqual({ github: { clientId: 'Iv1.portico', clientSecret: 'gh-secret' }, google: { clientId: 'g.apps' } })
  })

  it("takes Apple's signing key from PORTICO_SECURE_SITE_SOCIAL_APPLE_KEY (line breaks as \\n allowed), and refuses a team id without it", async () => {
    const apple = { clientId: 'com.example.web', teamId: 'ABCDE12345', keyId: 'XYZ987ABCD' }
    const path = await write('apple.json', { ...FILE, social: { providers: { apple } } })
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIGH\\n-----END PRIVATE KEY-----'
    const env = { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, PORTICO_SECURE_SITE_SOCIAL_APPLE_KEY: pem }
    expect(readSecureSiteSettings(['--config', path], env).social?.providers.apple).toEqual({ ...apple, privateKey: '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----' })
    expect(() => readSecureSiteSettings(['--config', path], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })).toThrow('social.providers.apple.privateKey: A signed client secret needs teamId, keyId and the key')
  })

  it('takes the PostgreSQL URL from DATABASE_URL, over the file', async () => {
    const path = await write('db.json', { ...FILE, database: { dataDir: '/var/lib/secure-site' } })
    const env = { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.databaseUrl]: 'postgres://auth:pw@db.internal:5432/secure' }
    expect(readSecureSiteSettings(['--config', path], env).database).toEqual({ url: 'postgres://auth:pw@db.internal:5432/secure', dataDir: '/var/lib/secure-site', memory: false, connectAttempts: 8 })
  })

  it('takes the session-signing keys from PORTICO_SECURE_SITE_SESSION_KEYS, the first one signing, and names a bad one without its value', async () => {
    const path = await write('keys.json', FILE)
    const [current, previous] = ['12'.repeat(32), '34'.repeat(32)]
    const env = { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.sessionKeys]: `2026-11:${current}, 2026-05:${previous}` }
    expect(readSecureSiteSettings(['--config', path], env).sessionKeys).toEqual([{ kid: '2026-11', secretHex: current }, { kid: '2026-05', secretHex: previous }])
    expect(readSecureSiteSettings(['--config', path], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET }).sessionKeys).toBeUndefined()
    const short = 'ef'.repeat(16)
    expect(() => readSecureSiteSettings(['--config', path], { ...env, [SETTINGS_ENVIRONMENT.sessionKeys]: `a:${current},a:${previous}` })).toThrow('sessionKeys: Each session-signing key needs its own id')
    for (const list of [`a:${short}`, current, `:${current}`]) {
      const error = (() => {
        try {
          readSecureSiteSettings(['--config', path], { ...env, [SETTINGS_ENVIRONMENT.sessionKeys]: list })
        } catch (thrown) {
          return thrown instanceof Error ? thrown.message : ''
        }
        return ''
      })()
      expect(error).toMatch(/sessionKeys\.0\.(kid|secretHex)/)
      expect(error).not.toContain(short)
      expect(error).not.toContain(current)
    }
  })

  it('takes the at-rest keys from PORTICO_SECURE_SITE_SEALING_KEYS, secret-v1 alone naming the derived key', async () => {
    const path = await write('sealing.json', FILE)
    const next = '56'.repeat(32)
    const read = (list: string) => readSecureSiteSettings(['--config', path], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET, [SETTINGS_ENVIRONMENT.sealingKeys]: list })
    expect(read(`2026-11:${next}, secret-v1`).sealingKeys).toEqual([{ kid: '2026-11', secretHex: next }, { kid: 'secret-v1' }])
    expect(() => read('2026-05')).toThrow('sealingKeys.0: Only secret-v1 (the key derived from the secret) goes without hex')
    expect(() => read(`a:${'ef'.repeat(16)}`)).toThrow(/sealingKeys\.0\.secretHex: Expected 32 bytes of hex/)
    expect(() => read(`a:${next},a:${next}`)).toThrow('sealingKeys: Each at-rest key needs its own id')
  })

  it('takes the path from PORTICO_SECURE_SITE_CONFIG, and the environment wins over the file', async () => {
    const path = await write('env.json', { ...FILE, secretHex: 'cd'.repeat(32) })
    expect(readSecureSiteSettings([], { [SETTINGS_ENVIRONMENT.file]: path, [SETTINGS_ENVIRONMENT.secretHex]: SECRET }).secretHex).toBe(SECRET)
  })

  it('refuses mail without TLS to anything but a loopback catcher, a short secret, and no project, naming fields and never the secret', async () => {
    const plain = await write('plain.json', { ...FILE, smtp: { ...FILE.smtp, tls: 'none' } })
    expect(() => readSecureSiteSettings(['--config', plain], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET })).toThrow('smtp: SMTP without TLS is allowed to a loopback mail catcher only')
    const loopback = await write('loopback.json', { ...FILE, smtp: { ...FILE.smtp, host: '127.0.0.1', tls: 'none' } })
    expect(readSecureSiteSettings(['--config', loopback], { [SETTINGS_ENVIRONMENT.secretHex]: SECRET }).smtp.tls).toBe('none')
    const empty = await write('empty.json', { ...FILE, projects: {} })
    const short = 'ee'.repeat(16)
    const error = (() => {
      try {
        readSecureSiteSettings(['--config', empty], { [SETTINGS_ENVIRONMENT.secretHex]: short })
      } catch (thrown) {
        return thrown instanceof Error ? thrown.message : ''
      }
      return ''
    })()
    expect(error).toContain('secretHex: Expected at least 32 bytes of hex')
    expect(error).toContain('projects: List at least one project')
    expect(error).not.toContain(short)
    expect(() => readSecureSiteSettings([], {})).toThrow(`--config <path> or ${SETTINGS_ENVIRONMENT.file}`)
  })
})
