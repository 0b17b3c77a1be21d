import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { environmentWithSecretFiles } from './environmentWithSecretFiles'

const dir = mkdtempSync(join(tmpdir(), 'portico-secret-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const isSecret = (name: string) => name === 'DATABASE_URL' || name.startsWith('PORTICO_KEY_')

describe('environmentWithSecretFiles', () => {
  it("reads a secret's file into its variable, dropping the trailing line break, and leaves other variables as they are", () => {
    const path = join(dir, 'db')
    writeFileSync(path, 'postgres://portico:pw@db:5432/portico\n')
    const env = environmentWithSecretFiles({ DATABASE_URL_FILE: path, PORT: '8080', OTHER_FILE: '/nowhere' }, isSecret)
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://portico:pw@db:5432/portico', PORT: '8080', OTHER_FILE: '/nowhere' })
    expect(env.OTHER).toBeUndefined()
  })

  it('names the variable and the path of a file it cannot read, and refuses a secret given both ways, never printing a value', () => {
    expect(() => environmentWithSecretFiles({ PORTICO_KEY_relayer_FILE: join(dir, 'missing') }, isSecret)).toThrow(`PORTICO_KEY_relayer_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`)
    const path = join(dir, 'key')
    writeFileSync(path, '0xsecret')
    expect(() => environmentWithSecretFiles({ PORTICO_KEY_relayer: '0xother', PORTICO_KEY_relayer_FILE: path }, isSecret)).toThrow(/^PORTICO_KEY_relayer and PORTICO_KEY_relayer_FILE are both set: give the secret one way$/)
  })
})
