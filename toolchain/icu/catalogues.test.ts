import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SHIPPED_LOCALES } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { catalogueSourceSchema } from './compileCatalogue'
import { compileCatalogue } from './compileCatalogue'
import { messageArguments } from './messageArguments'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/** Every `messages/` folder of contracts, the shell and the plugins: one catalogue each. */
function catalogueFolders(): string[] {
  return ['contracts/src', 'shell/src', 'plugins']
    .flatMap((dir) => readdirSync(join(repo, dir), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name === 'messages' && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
}

const read = (folder: string, locale: string) => catalogueSourceSchema.parse(JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')))

describe('shipped catalogues', () => {
  const folders = catalogueFolders()

  it('are found for contracts, the shell and the four plugins', () => {
    const names = folders.map((folder) => relative(repo, folder))
    for (const part of ['contracts/', 'shell/', 'plugins/receive/', 'plugins/send/', 'plugins/history/', 'plugins/onramp/']) {
      expect(names.some((name) => name.startsWith(part)), part).toBe(true)
    }
  })

  for (const folder of folders) {
    const name = relative(repo, folder)
    const en = read(folder, 'en')
    for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
      it(`${name}: ${locale} translates every English key, with the same arguments, and compiles`, () => {
        const translated = read(folder, locale)
        expect(Object.keys(en).filter((key) => !(key in translated)), 'English keys with no translation').toEqual([])
        expect(Object.keys(translated).filter((key) => !(key in en)), 'keys English does not have').toEqual([])
        for (const [key, message] of Object.entries(en)) {
          expect(messageArguments(translated[key] ?? ''), `${key} arguments`).toEqual(messageArguments(message))
        }
        expect(() => compileCatalogue(translated, { locale, runtimeModule: '@portico/contracts' })).not.toThrow()
      })
    }
  }
})
