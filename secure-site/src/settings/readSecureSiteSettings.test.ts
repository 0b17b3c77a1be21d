import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSecureSiteSettings, SETTINGS_ENVIRONMENT } from './readSecureSiteSettings'

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
