import { showsOn, type PluginDescription, type PluginId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

/** The shell's own tab: Tokens (SPEC section 2), on every connection; its code is a lazy chunk. */
export interface ShellAccountTab {
  owner: 'shell'
  label: 'Tokens'
}

/** A tab a plugin describes (NFTs and Activity by history). */
export interface PluginAccountTab {
  owner: 'plugin'
  pluginId: PluginId
  /** The described label, in English (shown translated through the description). */
  label: string
  description: PluginDescription | undefined
  /** Why the plugin behind the tab is unavailable, when it is. */
  unavailable?: string
}

export type AccountTabEntry = ShellAccountTab | PluginAccountTab

const ORDER = ['Tokens', 'NFTs', 'Activity']

/**
 * The Account view's tabs in the spec's order: Tokens, NFTs, Activity. Tokens is the shell's;
 * the others are those the enabled plugins describe on the active namespace, known from the
 * descriptions, so they show before the plugins load (a disabled feature's tab is absent).
 */
export function accountTabs(plugins: Partial<Record<PluginId, PluginState>>, namespace: string | undefined): AccountTabEntry[] {
  const pluginTabs = Object.entries(plugins).flatMap(([pluginId, state]) =>
    (state?.description?.slots.accountTabs ?? [])
      .filter((tab) => showsOn(tab, namespace) && tab.label !== 'Tokens')
      .map(
        (tab): PluginAccountTab => ({
          owner: 'plugin',
          pluginId: pluginId as PluginId,
          label: tab.label,
          description: state?.description,
          ...(state?.status === 'failed' ? { unavailable: state.reason } : {}),
        }),
      ),
  )
  const rank = (tab: AccountTabEntry) => (ORDER.includes(tab.label) ? ORDER.indexOf(tab.label) : ORDER.length)
  return [{ owner: 'shell', label: 'Tokens' } satisfies ShellAccountTab, ...pluginTabs].sort((a, b) => rank(a) - rank(b))
}
