import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fullySpecified, fullySpecifyFile } from './fullySpecify'

let dir: string
const write = (path: string, text = '') => {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), text)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fully-specify-'))
  for (const file of ['atoms.js', 'atoms.d.ts', 'views/index.js', 'views/index.d.ts', 'messages/en.js', 'messages/en.d.ts', 'onlyJs.js']) write(file)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('fullySpecified', () => {
  it('adds the extension of the emitted file, or /index.js for a folder', () => {
    expect(fullySpecified(join(dir, 'index.js'), './atoms')).toBe('./atoms.js')
    expect(fullySpecified(join(dir, 'index.js'), './views')).toBe('./views/index.js')
    expect(fullySpecified(join(dir, 'views/index.d.ts'), '../atoms')).toBe('../atoms.js')
    expect(fullySpecified(join(dir, 'index.js'), './atoms.js')).toBe('./atoms.js')
  })

  it('points a catalogue at the module compiled beside it', () => {
    expect(fullySpecified(join(dir, 'index.d.ts'), './messages/en.json')).toBe('./messages/en.js')
  })

  it('throws for a module that was not emitted, or has no types for a .d.ts', () => {
    expect(() => fullySpecified(join(dir, 'index.js'), './missing')).toThrow("cannot resolve './missing'")
    expect(() => fullySpecified(join(dir, 'index.d.ts'), './onlyJs')).toThrow("cannot resolve './onlyJs'")
  })
})

describe('fullySpecifyFile', () => {
  it('rewrites static, dynamic (with a bundler comment) and side-effect imports, not packages or doc comments', () => {
    write(
      'index.js',
      [
        "import { a } from './atoms'",
        "export * from './views'",
        "import './atoms'",
        'const load = () => import(/* webpackChunkName: "views" */ \'./views\')',
        "import { z } from 'zod/mini'",
        " * @example import('./messages/es.json')",
      ].join('\n'),
    )
    fullySpecifyFile(join(dir, 'index.js'))
    expect(readFileSync(join(dir, 'index.js'), 'utf8').split('\n')).toEqual([
      "import { a } from './atoms.js'",
      "export * from './views/index.js'",
      "import './atoms.js'",
      'const load = () => import(/* webpackChunkName: "views" */ \'./views/index.js\')',
      "import { z } from 'zod/mini'",
      " * @example import('./messages/es.json')",
    ])
  })
})
