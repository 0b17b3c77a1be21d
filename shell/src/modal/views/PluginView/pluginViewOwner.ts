import type { PluginId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

/**
 * The plugin whose description has this view, with the view's title, if one has: known before the
 * plugin's code loads, so its header and a skeleton show at once.
 */
export function pluginViewOwner(
  plugins: Partial<Record<PluginId, PluginState>>,
  view: string,
): { pluginId: PluginId; title: string; state: PluginState } | undefined {
  for (const [pluginId, state] of Object.entries(plugins)) {
    const title = state?.description?.views[view]?.title
    if (state && title) return { pluginId: pluginId as PluginId, title, state }
  }
  return undefined
}
