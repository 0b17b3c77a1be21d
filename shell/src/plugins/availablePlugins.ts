import { pluginIdSchema, type PluginId, type ResolvedFeatures } from '@portico/contracts'

/** The feature flag that turns each plugin on (SPEC section 1 names the flags). */
const isEnabled: Record<PluginId, (features: ResolvedFeatures) => boolean> = {
  swaps: (f) => f.swaps,
  onramp: (f) => f.onramp,
  send: (f) => f.send,
  receive: (f) => f.receive,
  history: (f) => f.history,
  email: (f) => f.email,
  socials: (f) => f.socials !== false && f.socials.length > 0,
  smartSessions: (f) => f.smartSessions,
  // Account names have no flag of their own in the spec: they come with a connected EVM account.
  names: () => true,
}

/**
 * The plugins the resolved feature flags turn on, in a stable order. Which of them are deployed
 * is the plugin index's to say (see pluginManager): an enabled feature with no plugin shows nothing.
 */
export function enabledPlugins(features: ResolvedFeatures): PluginId[] {
  return pluginIdSchema.options.filter((id) => isEnabled[id](features))
}
