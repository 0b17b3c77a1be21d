import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod/mini'
import { pluginManifestSchema, type BuiltPlugin, type PluginManifest } from '../../contracts/src/plugin/manifest.ts'
import { pluginIdOfFolder, type PluginId } from '../../contracts/src/plugin/pluginId.ts'

const PLUGINS_DIR = fileURLToPath(new URL('../../plugins', import.meta.url))

/** What discovery reads of a plugin's package.json: exports map subpaths (`./mocks`) to files. */
const pluginPackageSchema = z.object({
  name: z.string(),
  version: z.string(),
  exports: z.optional(z.record(z.string(), z.string())),
  portico: z.optional(z.unknown()),
})

/** A plugin found under `plugins/<folder>/`. */
export interface DiscoveredPlugin {
  /** The plugin id, the folder in camelCase: 'smartSessions' for the folder 'smart-sessions'. */
  id: PluginId
  folder: string
  /** Absolute path of the plugin's folder. */
  dir: string
  /** `@portico/plugin-<folder>`. */
  packageName: string
  version: string
  /** The package's exports as absolute files, by subpath: `{ './mocks': '/.../src/mocks/index.ts' }`. */
  exports: Readonly<Record<string, string>>
  /** What it says of itself (package.json `portico`): feature flag, commands, capabilities, options. */
  manifest: PluginManifest
}

/**
 * Every plugin under `plugins/` (a folder with a package.json), sorted by folder: adding a plugin
 * is adding a folder. Throws on a folder that names no plugin id (kebab-case), a package not named
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
  const id = pluginIdOfFolder(folder)
  if (!id) throw new Error(`plugins/${folder} names no plugin id: a plugin folder is kebab-case (smart-sessions), its id the camelCase of it`)
  const packageName = `@portico/plugin-${folder}`
  const parsed = pluginPackageSchema.safeParse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
  if (!parsed.success) throw new Error(`plugins/${folder}/package.json: ${parsed.error.issues[0]?.message}`)
  if (parsed.data.name !== packageName) throw new Error(`plugins/${folder}/package.json is named '${parsed.data.name}', expected '${packageName}'`)
  if (!existsSync(join(dir, 'src/plugin.ts'))) throw new Error(`plugins/${folder} has no src/plugin.ts (the federated entry)`)
  if (!existsSync(join(dir, 'src/description.ts'))) throw new Error(`plugins/${folder} has no src/description.ts (where it shows)`)
  const manifest = pluginManifestSchema.safeParse(parsed.data.portico ?? {})
  if (!manifest.success) throw new Error(`plugins/${folder}/package.json portico: ${manifest.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
  const exports = Object.fromEntries(Object.entries(parsed.data.exports ?? {}).map(([subpath, file]) => [subpath, resolve(dir, file)]))
  return { id, folder, dir, packageName, version: parsed.data.version, exports, manifest: manifest.data }
}

/**
 * What the shell's build knows of the plugins found (its `__PORTICO_PLUGINS__` constant): each id
 * with the feature flag that turns it on and the commands it answers. The shell keeps no list of its own.
 * @example builtPlugins(discoverPlugins()) // [{ id: 'email', feature: { flag: 'email' } }, ...]
 */
export function builtPlugins(plugins: readonly DiscoveredPlugin[]): BuiltPlugin[] {
  return plugins.map(({ id, manifest: { feature, commands } }) => ({ id, ...(feature ? { feature } : {}), ...(commands ? { commands } : {}) }))
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
