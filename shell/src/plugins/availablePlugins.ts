import type { PluginFeatureId, ResolvedFeatures } from '@portico/contracts'

/**
 * Plugins that have a released remote. A feature flag for a plugin not released yet loads
 * nothing, so the default features do not request remotes that do not exist.
 */
export const RELEASED_PLUGINS: readonly PluginFeatureId[] = ['receive', 'send', 'history', 'onramp']

/** The feature flag that turns each plugin on (SPEC section 1 names the flags). */
const isEnabled: Record<PluginFeatureId, (features: ResolvedFeatures) => boolean> = {
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

/** The plugins to load for the resolved feature flags, in a stable order. */
export function enabledPlugins(features: ResolvedFeatures): PluginFeatureId[] {
  return RELEASED_PLUGINS.filter((id) => isEnabled[id](features))
}
