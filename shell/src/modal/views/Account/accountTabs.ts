import type { AccountTab, PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

/** The Account view's tabs that loaded plugins fill, in the spec's order: Tokens, NFTs, Activity. */
export function accountTabs(plugins: Partial<Record<PluginFeatureId, PluginState>>): AccountTab[] {
  const order = ['Tokens', 'NFTs', 'Activity']
  const tabs = Object.values(plugins).flatMap((state) => (state?.status === 'ready' ? (state.registration.slots?.accountTabs ?? []) : []))
  const rank = (tab: AccountTab) => (order.includes(tab.name) ? order.indexOf(tab.name) : order.length)
  return tabs.sort((a, b) => rank(a) - rank(b))
}
