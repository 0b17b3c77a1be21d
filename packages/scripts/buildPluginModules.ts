import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTRACT_VERSION } from '../../contracts/src/plugin/contractVersion'
import { discoverPlugins } from '../../toolchain/plugins/discoverPlugins'
import { emitLibrary } from './emitLibrary'
import { PLUGIN_REGISTRY_TYPES, pluginRegistryModule } from './pluginRegistryModule'

/**
 * Emits every plugin's sources as ES2020 modules into `<dist>/plugins/<folder>/src/`, with
 * `<dist>/registry.js` (`@portico/plugins/registry`) and, per plugin, `registry/<folder>.js` (its
 * code) and `registry/<folder>.description.js` (the description its remote build wrote in
 * `<remotesDir>/<folder>/description.json`, translations and contract stamp included).
 */
export function buildPluginModules(dist: string, remotesDir: string, contractsDist: string): void {
  const plugins = discoverPlugins()
  emitLibrary({
    workspace: 'plugins',
    sourceRoot: 'plugins',
    entries: ['buildConstants.d.ts', ...plugins.map((plugin) => `${plugin.folder}/src/plugin.ts`)],
    outDir: join(dist, 'plugins'),
    paths: { '@portico/contracts': [join(contractsDist, 'index.d.ts')], '@portico/contracts/sessions': [join(contractsDist, 'sessions/index.d.ts')] },
    catalogueRuntime: () => '@portico/contracts',
    defines: { __PORTICO_CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION) },
  })
  const registry = join(dist, 'registry')
  mkdirSync(registry, { recursive: true })
  for (const { folder } of plugins) {
    writeFileSync(join(registry, `${folder}.js`), `export { default } from '../plugins/${folder}/src/plugin.js'\n`)
    const description = readFileSync(join(remotesDir, folder, 'description.json'), 'utf8')
    writeFileSync(join(registry, `${folder}.description.js`), `export const description = ${description}\n`)
  }
  writeFileSync(join(dist, 'registry.js'), pluginRegistryModule(plugins))
  writeFileSync(join(dist, 'registry.d.ts'), PLUGIN_REGISTRY_TYPES)
}
