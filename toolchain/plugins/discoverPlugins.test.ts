import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { discoverPlugins, pluginAliases, selectPlugins } from './discoverPlugins'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-plugins-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A plugin folder with its package.json (`name` defaults to the folder's), src/plugin.ts and src/description.ts. */
function addPlugin(folder: string, pkg: Record<string, unknown> = {}, { entry = true, description = true } = {}) {
  mkdirSync(join(dir, folder, 'src'), { recursive: true })
  writeFileSync(join(dir, folder, 'package.json'), JSON.stringify({ name: `@portico/plugin-${folder}`, version: '0.1.0', ...pkg }))
  if (entry) writeFileSync(join(dir, folder, 'src/plugin.ts'), 'export default {}\n')
  if (description) writeFileSync(join(dir, folder, 'src/description.ts'), 'export const description = {}\n')
}

describe('discoverPlugins', () => {
  it('finds each plugin folder, with its plugin id, package and exports, sorted by folder', () => {
    addPlugin('send', { version: '1.2.3', exports: { './mocks': './src/mocks/index.ts' } })
    addPlugin('smart-sessions')
    addPlugin('history')
    mkdirSync(join(dir, 'notes')) // no package.json: not a plugin
    writeFileSync(join(dir, 'README.md'), '')

    const plugins = discoverPlugins(dir)
    expect(plugins.map((p) => [p.id, p.folder, p.packageName])).toEqual([
      ['history', 'history', '@portico/plugin-history'],
      ['send', 'send', '@portico/plugin-send'],
      ['smartSessions', 'smart-sessions', '@portico/plugin-smart-sessions'],
    ])
    expect(plugins[1]).toMatchObject({ dir: join(dir, 'send'), version: '1.2.3', exports: { './mocks': join(dir, 'send/src/mocks/index.ts') } })
    expect(plugins[0]?.exports).toEqual({})
  })

  it('takes any kebab-case folder as a plugin (no list to extend), and fails clearly on one that names no id', () => {
    addPlugin('token-bridge')
    expect(discoverPlugins(dir).map((p) => p.id)).toEqual(['tokenBridge'])
    addPlugin('Bridge_2')
    expect(() => discoverPlugins(dir)).toThrow('plugins/Bridge_2 names no plugin id: a plugin folder is kebab-case (smart-sessions), its id the camelCase of it')
  })

  it('fails on a package not named after its folder, and on a missing federated entry or description', () => {
    addPlugin('send', { name: '@portico/send' })
    expect(() => discoverPlugins(dir)).toThrow("plugins/send/package.json is named '@portico/send', expected '@portico/plugin-send'")
    rmSync(join(dir, 'send'), { recursive: true })
    addPlugin('receive', {}, { entry: false })
    expect(() => discoverPlugins(dir)).toThrow('plugins/receive has no src/plugin.ts')
    rmSync(join(dir, 'receive'), { recursive: true })
    addPlugin('history', {}, { description: false })
    expect(() => discoverPlugins(dir)).toThrow('plugins/history has no src/description.ts')
  })
})

describe('pluginAliases', () => {
  it('maps each package export to its file', () => {
    addPlugin('send', { exports: { '.': './src/plugin.ts', './mocks': './src/mocks/index.ts' } })
    expect(pluginAliases(discoverPlugins(dir))).toEqual({
      '@portico/plugin-send': join(dir, 'send/src/plugin.ts'),
      '@portico/plugin-send/mocks': join(dir, 'send/src/mocks/index.ts'),
    })
  })
})

describe('selectPlugins', () => {
  it('keeps every plugin, or the one named by folder or feature id; an unknown name lists the discovered ones', () => {
    addPlugin('send')
    addPlugin('smart-sessions')
    const plugins = discoverPlugins(dir)
    expect(selectPlugins(plugins, undefined)).toHaveLength(2)
    expect(selectPlugins(plugins, 'smart-sessions').map((p) => p.id)).toEqual(['smartSessions'])
    expect(selectPlugins(plugins, 'smartSessions').map((p) => p.id)).toEqual(['smartSessions'])
    expect(() => selectPlugins(plugins, 'sned')).toThrow("Unknown plugin 'sned'. Plugins in plugins/: send, smart-sessions")
  })
})

it('discovers the repository plugins', () => {
  expect(discoverPlugins().map((p) => p.id)).toEqual(expect.arrayContaining(['history', 'onramp', 'receive', 'send']))
})
