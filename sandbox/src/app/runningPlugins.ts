import { featuresSchema, type Features } from '@portico/contracts'
import type { DiscoveredSandboxPlugin } from './discoveredPlugins'

/**
 * The plugins this sandbox runs: those built, narrowed to `only` in the plugin sandbox, and the
 * features of every other discovered plugin switched off, so the shell asks for no remote that is
 * not there.
 * @example runningPlugins(discoveredPlugins, ['send']).features // { history: false, onramp: false, receive: false }
 */
export function runningPlugins(discovered: readonly DiscoveredSandboxPlugin[], only: readonly string[] | undefined) {
  const isRunning = (plugin: DiscoveredSandboxPlugin) => plugin.built && (only === undefined || only.includes(plugin.id))
  const featureKeys: readonly string[] = Object.keys(featuresSchema.shape)
  const features: Features = Object.fromEntries(
    discovered.filter((plugin) => !isRunning(plugin) && featureKeys.includes(plugin.id)).map((plugin) => [plugin.id, false]),
  )
  return { plugins: discovered.filter(isRunning), features }
}
