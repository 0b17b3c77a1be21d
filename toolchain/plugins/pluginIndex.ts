import { pluginDescriptionSchema } from '@portico/contracts'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Writes `index.json` in a folder of plugin builds: every plugin's description, so the shell
 * reads where all of them show in one small request (see the shell's pluginManager).
 * @example writePluginIndex('dist/sandbox/plugins') // ['history', 'onramp', 'receive', 'send']
 */
export function writePluginIndex(pluginsDir: string): string[] {
  const plugins = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'description.json')))
    .map((entry) => pluginDescriptionSchema.parse(JSON.parse(readFileSync(join(pluginsDir, entry.name, 'description.json'), 'utf8'))))
  writeFileSync(join(pluginsDir, 'index.json'), JSON.stringify({ plugins }))
  return plugins.map((plugin) => plugin.id)
}
