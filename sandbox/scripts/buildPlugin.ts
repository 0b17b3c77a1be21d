// `npm run build:plugin -- <name> [--out <dir>] [--contract-version <x.y.z>]`: builds one plugin
// alone into a deployable folder `<out>/<folder>-<version>/` (remote entry, chunks,
// description.json), for a feature team to ship on any origin; a dapp points
// `pluginUrls.<feature>` at its remoteEntry.js. Runs under jiti, as the sandbox build does.
import { rspack } from '@rspack/core'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pluginFeatureIdSchema, pluginFolder, type PluginFeatureId } from '../../contracts/src/plugin/featureId'
import { pluginConfig, pluginVersion, type BuildOptions } from '../../rspack.config'

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

/** The feature id of a plugin folder name (`smart-sessions` -> smartSessions). */
function featureOf(name: string | undefined): PluginFeatureId {
  const id = pluginFeatureIdSchema.options.find((candidate) => pluginFolder(candidate) === name || candidate === name)
  if (!id) throw new Error(`usage: npm run build:plugin -- <${pluginFeatureIdSchema.options.map(pluginFolder).join('|')}> [--out dir] [--contract-version x.y.z]`)
  return id
}

const args = process.argv.slice(2)
const id = featureOf(args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')))
const contractVersion = option(args, '--contract-version')
const options: BuildOptions = { mode: 'production', ...(contractVersion ? { contractVersion } : {}) }
const folder = resolve(option(args, '--out') ?? 'dist/plugins', `${pluginFolder(id)}-${pluginVersion(id)}`)
rmSync(folder, { recursive: true, force: true })
const started = Date.now()
rspack(pluginConfig(options, id, folder, folder)).run((error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error?.message ?? stats?.toString({ all: false, errors: true, colors: false }))
    process.exit(1)
  }
  console.log(`built ${id} into ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})
