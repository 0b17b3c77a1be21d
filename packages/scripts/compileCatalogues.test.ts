import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compileCatalogues, relativeModule } from './compileCatalogues'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogues-'))
  mkdirSync(join(dir, 'messages'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('compileCatalogues', () => {
  it('replaces a catalogue source with its message functions and a declaration of its keys', async () => {
    const source = join(dir, 'messages/fr.json')
    writeFileSync(source, JSON.stringify({ hello: 'Bonjour {name}', items: '{count, plural, one {# objet} other {# objets}}' }))
    compileCatalogues([source, join(dir, 'index.js')], () => '@portico/contracts')

    expect(existsSync(source)).toBe(false)
    const compiled = readFileSync(join(dir, 'messages/fr.js'), 'utf8')
    expect(compiled).toContain('from "@portico/contracts"')
    expect(readFileSync(join(dir, 'messages/fr.d.ts'), 'utf8')).toBe(
      'declare const messages: {\n  readonly "hello": string\n  readonly "items": string\n}\nexport default messages\n',
    )
    // A module that loads as is: without its runtime import (called only by `items`), `hello` runs.
    const url = `data:text/javascript,${encodeURIComponent(compiled.replace(/^import .*$/m, ''))}`
    const { default: messages } = (await import(/* @vite-ignore */ url)) as { default: Record<string, (args: object) => string> }
    expect(messages.hello?.({ name: 'Ada' })).toBe('Bonjour Ada')
  })

  it('fails on a catalogue that is not a flat object of strings', () => {
    const source = join(dir, 'messages/de.json')
    writeFileSync(source, JSON.stringify({ nested: { no: 'x' } }))
    expect(() => compileCatalogues([source], () => '@portico/contracts')).toThrow()
  })
})

describe('relativeModule', () => {
  it('is a ./ or ../ path from the importing file', () => {
    expect(relativeModule('/pkg/dist/errors/messages/en.js', '/pkg/dist/i18n/messageRuntime.js')).toBe('../../i18n/messageRuntime.js')
    expect(relativeModule('/pkg/dist/en.js', '/pkg/dist/runtime.js')).toBe('./runtime.js')
  })
})
