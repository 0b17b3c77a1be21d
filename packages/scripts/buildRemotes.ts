import type { Configuration } from '@rspack/core'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DISCOVERED_PLUGINS, pluginConfig } from '../../rspack.config'
import { writePluginIndex } from '../../toolchain/plugins/pluginIndex'

/**
 * The rspack configurations of every plugin under `plugins/`, as the sandbox builds them
 * (production, the shell's contract version), each into `<dir>/<folder>/`. Empties `dir` first.
 */
export function remoteConfigs(dir: string): Configuration[] {
  rmSync(dir, { recursive: true, force: true })
  return DISCOVERED_PLUGINS.map((plugin) => pluginConfig({ mode: 'production' }, plugin, dir, join(dir, plugin.folder)))
}

/** Writes `<dir>/index.json` once the remotes are built: the layout the shell reads under `pluginBaseUrl`. */
export const indexRemotes = (dir: string): string[] => writePluginIndex(dir)
