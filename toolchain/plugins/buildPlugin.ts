// `npm run build:plugin -- <name> [--out <dir>] [--contract-version <x.y.z>]`: builds one plugin
// alone into a deployable folder `<out>/<folder>-<version>/` (remote entry, chunks,
// description.json), for a feature team to ship on any origin; a dapp points
// `pluginUrls.<feature>` at its remoteEntry.js. Runs under jiti, as the sandbox build does.
import { rspack } from '@rspack/core'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pluginConfig, type BuildOptions } from '../../rspack.config'
import { discoverPlugins, selectPlugins } from './discoverPlugins'

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

const args = process.argv.slice(2)
const name = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
if (!name) throw new Error('usage: npm run build:plugin -- <plugin> [--out dir] [--contract-version x.y.z]')
// Throws for an unknown name, listing the plugins in plugins/.
const [plugin] = selectPlugins(discoverPlugins(), name)
if (!plugin) throw new Error(`no plugin ${name}`)
const contractVersion = option(args, '--contract-version')
const options: BuildOptions = { mode: 'production', ...(contractVersion ? { contractVersion } : {}) }
const folder = resolve(option(args, '--out') ?? 'dist/plugins', `${plugin.folder}-${plugin.version}`)
rmSync(folder, { recursive: true, force: true })
const started = Date.now()
rspack(pluginConfig(options, plugin, folder, folder)).run((error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error?.message ?? stats?.toString({ all: false, errors: true, colors: false }))
    process.exit(1)
  }
  console.log(`built ${plugin.packageName} ${plugin.version} into ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})
