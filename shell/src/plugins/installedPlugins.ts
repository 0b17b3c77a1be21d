import type { PluginId } from '@portico/contracts'
import type { BundledPlugin, BundledPlugins, LoadBundledPlugins } from './bundledPlugins'
import type { PluginUrlOptions } from './pluginEntryUrl'
import { sharedLoad } from '../utils/sharedLoad'

/** The plugins installed with the shell (`@portico/plugins`), found on first use. */
export interface InstalledPlugins {
  /** Finds them once (a failed look is tried afresh); undefined where none are installed or a pluginBaseUrl is set. */
  find: () => Promise<BundledPlugins | undefined>
  /** One installed plugin, unless the dapp deploys it elsewhere (`pluginUrls.<id>`); undefined before `find`. */
  entry: (id: PluginId) => BundledPlugin | undefined
}

/**
 * Without pluginBaseUrl, plugins installed with the shell load as chunks of the dapp's bundle;
 * `pluginUrls.<id>` still moves one plugin to a remote.
 * @example const plugins = await createInstalledPlugins(options, loadBundledPlugins).find()
 */
export function createInstalledPlugins(options: PluginUrlOptions, loadBundled: LoadBundledPlugins): InstalledPlugins {
  let found: BundledPlugins | undefined
  return {
    find: sharedLoad(() => (options.pluginBaseUrl === undefined ? loadBundled() : Promise.resolve(undefined)).then((plugins) => (found = plugins))),
    entry: (id) => (options.pluginUrls?.[id] ? undefined : found?.[id]),
  }
}
