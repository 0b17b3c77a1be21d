import { showsOn, type PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

export interface AccountTabEntry {
  pluginId: PluginFeatureId
  label: string
  /** Why the plugin behind the tab is unavailable, when it is. */
  unavailable?: string
}

const ORDER = ['Tokens', 'NFTs', 'Activity']

/**
 * The Account view's tabs the plugins describe on the active namespace, in the spec's order:
 * Tokens, NFTs, Activity. Known from the descriptions, so they show before the plugins load.
 */
export function accountTabs(plugins: Partial<Record<PluginFeatureId, PluginState>>, namespace: string | undefined): AccountTabEntry[] {
  const tabs = Object.entries(plugins).flatMap(([pluginId, state]) =>
    (state?.description?.slots.accountTabs ?? [])
      .filter((tab) => showsOn(tab, namespace))
      .map((tab) => ({ pluginId: pluginId as PluginFeatureId, label: tab.label, ...(state?.status === 'failed' ? { unavailable: state.reason } : {}) })),
  )
  const rank = (tab: AccountTabEntry) => (ORDER.includes(tab.label) ? ORDER.indexOf(tab.label) : ORDER.length)
  return tabs.sort((a, b) => rank(a) - rank(b))
}
