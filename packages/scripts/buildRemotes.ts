import { rspack } from '@rspack/core'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DISCOVERED_PLUGINS, pluginConfig } from '../../rspack.config'
import { writePluginIndex } from '../../toolchain/plugins/pluginIndex'

/**
 * Builds every plugin under `plugins/` as the sandbox does (production, the shell's contract
 * version) into `<dir>/<folder>/`, with `index.json`: the layout the shell reads under
 * `pluginBaseUrl`. Must run under jiti, not tsx (see sandbox/scripts/rspackBuild.ts).
 */
export async function buildRemotes(dir: string): Promise<string[]> {
  rmSync(dir, { recursive: true, force: true })
  const configs = DISCOVERED_PLUGINS.map((plugin) => pluginConfig({ mode: 'production' }, plugin, dir, join(dir, plugin.folder)))
  await new Promise<void>((resolve, reject) =>
    rspack(configs).run((error, stats) => {
      if (error) reject(error)
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true, colors: false })))
      else resolve()
    }),
  )
  return writePluginIndex(dir)
}
