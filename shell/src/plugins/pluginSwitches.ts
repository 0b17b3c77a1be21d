import type { BuiltPlugin, PluginDescription, PluginId, ResolvedFeatures } from '@portico/contracts'
import { isPluginOn } from './availablePlugins'
import type { PluginUrlOptions } from './pluginEntryUrl'

/** Which plugins the dapp's features turn on, and where each is deployed. */
export interface PluginSwitches {
  /** A built plugin whose flag is off: never fetched. */
  switchedOff: (id: PluginId) => boolean
  /** Whether a described plugin is on (its own flag, else the build's). */
  isOn: (id: PluginId, description: PluginDescription) => boolean
  /** The dapp gave the plugin a URL of its own (`pluginUrls.<id>`). */
  deployedElsewhere: (id: PluginId) => boolean
  /** The built plugins that are on and deployed at the base URL: those a failed index leaves unavailable. */
  expectedAtBase: () => PluginId[]
}

/**
 * @example createPluginSwitches(BUILT_PLUGINS, features, options).switchedOff('tips') // true when features.tips is false
 */
export function createPluginSwitches(built: readonly BuiltPlugin[], features: ResolvedFeatures, options: PluginUrlOptions): PluginSwitches {
  const builtPlugin = (id: PluginId) => built.find((plugin) => plugin.id === id)
  const deployedElsewhere = (id: PluginId) => Boolean(options.pluginUrls?.[id])
  return {
    switchedOff(id) {
      const known = builtPlugin(id)
      return known !== undefined && !isPluginOn(known, features)
    },
    isOn: (id, description) => isPluginOn(description.feature ? description : (builtPlugin(id) ?? description), features),
    deployedElsewhere,
    expectedAtBase: () => built.filter((plugin) => isPluginOn(plugin, features) && !deployedElsewhere(plugin.id)).map((plugin) => plugin.id),
  }
}
