import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod/mini'
import { pluginIdSchema, pluginFolder, type PluginId } from '../../contracts/src/plugin/pluginId.ts'

const PLUGINS_DIR = fileURLToPath(new URL('../../plugins', import.meta.url))

/** What discovery reads of a plugin's package.json: exports map subpaths (`./mocks`) to files. */
const pluginPackageSchema = z.object({
  name: z.string(),
  version: z.string(),
  exports: z.optional(z.record(z.string(), z.string())),
})

/** A plugin found under `plugins/<folder>/`. */
export interface DiscoveredPlugin {
  /** The feature id, e.g. 'smartSessions' for the folder 'smart-sessions'. */
  id: PluginId
  folder: string
  /** Absolute path of the plugin's folder. */
  dir: string
  /** `@portico/plugin-<folder>`. */
  packageName: string
  version: string
  /** The package's exports as absolute files, by subpath: `{ './mocks': '/.../src/mocks/index.ts' }`. */
  exports: Readonly<Record<string, string>>
}

const featureIdOfFolder = (folder: string) => pluginIdSchema.options.find((id) => pluginFolder(id) === folder)

/**
 * Every plugin under `plugins/` (a folder with a package.json), sorted by folder: adding a plugin
 * is adding a folder. Throws on a folder that is no feature id, a package not named
 * `@portico/plugin-<folder>` or a missing `src/plugin.ts` or `src/description.ts`, so a typo fails
 * the build, not the page.
 * @example discoverPlugins().map((p) => p.id) // ['history', 'onramp', 'receive', 'send']
 */
export function discoverPlugins(pluginsDir: string = PLUGINS_DIR): DiscoveredPlugin[] {
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'package.json')))
    .map((entry) => readPlugin(resolve(pluginsDir, entry.name), entry.name))
    .sort((a, b) => a.folder.localeCompare(b.folder))
}

function readPlugin(dir: string, folder: string): DiscoveredPlugin {
  const id = featureIdOfFolder(folder)
  if (!id) {
    const folders = pluginIdSchema.options.map(pluginFolder).join(', ')
    throw new Error(`plugins/${folder} is not a feature id: a plugin folder is one of ${folders}`)
  }
  const packageName = `@portico/plugin-${folder}`
  const parsed = pluginPackageSchema.safeParse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
  if (!parsed.success) throw new Error(`plugins/${folder}/package.json: ${parsed.error.issues[0]?.message}`)
  if (parsed.data.name !== packageName) throw new Error(`plugins/${folder}/package.json is named '${parsed.data.name}', expected '${packageName}'`)
  if (!existsSync(join(dir, 'src/plugin.ts'))) throw new Error(`plugins/${folder} has no src/plugin.ts (the federated entry)`)
  if (!existsSync(join(dir, 'src/description.ts'))) throw new Error(`plugins/${folder} has no src/description.ts (where it shows)`)
  const exports = Object.fromEntries(Object.entries(parsed.data.exports ?? {}).map(([subpath, file]) => [subpath, resolve(dir, file)]))
  return { id, folder, dir, packageName, version: parsed.data.version, exports }
}

/**
 * Bundler aliases for every plugin's package exports (`@portico/plugin-send/mocks` -> its file),
 * so a new folder resolves before `npm install` links it into node_modules.
 */
export function pluginAliases(plugins: readonly DiscoveredPlugin[]): Record<string, string> {
  return Object.fromEntries(
    plugins.flatMap((plugin) =>
      Object.entries(plugin.exports).map(([subpath, file]) => [subpath === '.' ? plugin.packageName : `${plugin.packageName}/${subpath.replace(/^\.\//, '')}`, file]),
    ),
  )
}

/**
 * The plugins a sandbox runs: all of them, or the one named by its folder or feature id
 * (`--plugin send`, `--plugin smart-sessions`). An unknown name throws, listing the discovered ones.
 */
export function selectPlugins(plugins: readonly DiscoveredPlugin[], name: string | undefined): DiscoveredPlugin[] {
  if (name === undefined) return [...plugins]
  const plugin = plugins.find((p) => p.folder === name || p.id === name)
  if (!plugin) throw new Error(`Unknown plugin '${name}'. Plugins in plugins/: ${plugins.map((p) => p.folder).join(', ') || 'none'}`)
  return [plugin]
}
