import type { PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

/**
 * The plugin whose description has this view, with the view's title, if one has: known before the
 * plugin's code loads, so its header and a skeleton show at once.
 */
export function pluginViewOwner(
  plugins: Partial<Record<PluginFeatureId, PluginState>>,
  view: string,
): { pluginId: PluginFeatureId; title: string; state: PluginState } | undefined {
  for (const [pluginId, state] of Object.entries(plugins)) {
    const title = state?.description?.views[view]?.title
    if (state && title) return { pluginId: pluginId as PluginFeatureId, title, state }
  }
  return undefined
}
