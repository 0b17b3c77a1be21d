import type { PluginFeatureId, ViewDefinition } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

/** The registered plugin view with this name, if a loaded plugin has one. */
export function findPluginView(
  plugins: Partial<Record<PluginFeatureId, PluginState>>,
  view: string,
): ViewDefinition | undefined {
  for (const state of Object.values(plugins)) {
    if (state?.status !== 'ready') continue
    const definition = state.registration.views[view]
    if (definition) return definition
  }
  return undefined
}
