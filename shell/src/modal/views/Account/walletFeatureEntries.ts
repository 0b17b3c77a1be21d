import { showsOn, WALLET_FEATURE_ORDER, type AccountAction, type PluginId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'
import { BUILT_PLUGINS } from '../../../plugins/builtPlugins'

export type WalletFeatureEntry =
  | { kind: 'action'; pluginId: PluginId; action: AccountAction }
  | { kind: 'unavailable'; pluginId: PluginId; label: string | undefined; reason: string }

const WALLET_FEATURES: readonly string[] = WALLET_FEATURE_ORDER

/** Where a plugin's actions go: by its feature flag in the spec's order of wallet features, else after them. */
function rank(pluginId: PluginId, state: PluginState | undefined): number {
  const flag = state?.description?.feature?.flag ?? BUILT_PLUGINS.find((plugin) => plugin.id === pluginId)?.feature?.flag
  const index = flag === undefined ? -1 : WALLET_FEATURES.indexOf(flag)
  return index === -1 ? WALLET_FEATURES.length : index
}

/**
 * The Account view's wallet features in the spec's order (onramp, swaps, receive, send), from the
 * plugins' descriptions: their actions on the active namespace and connection type, shown before
 * the plugin's code has loaded (a loaded plugin may hide one, or show it only on some networks), or
 * an unavailable entry with its reason. An action `withoutProfileName` (choosing a name) shows only
 * while the account has no profile name.
 */
export function walletFeatureEntries(
  plugins: Partial<Record<PluginId, PluginState>>,
  namespace: string | undefined,
  connectorType?: string,
  profileName?: string,
  caipNetworkId?: string,
): WalletFeatureEntry[] {
  // The wallet features in the spec's order, then other plugins' actions (the email's settings), in the plugins' order.
  const ordered = Object.keys(plugins).sort((a, b) => rank(a, plugins[a]) - rank(b, plugins[b]))
  return ordered.flatMap((pluginId): WalletFeatureEntry[] => {
    const state = plugins[pluginId]
    if (!state) return []
    const described = state.description?.slots.accountActions?.filter((action) => showsOn(action, namespace, connectorType ?? '') && !(action.withoutProfileName && profileName))
    if (state.status === 'failed') {
      if (described?.length === 0) return []
      return [{ kind: 'unavailable', pluginId, label: described?.[0]?.label, reason: state.reason }]
    }
    const shown =
      state.status === 'ready'
        ? state.registration.slots?.accountActions?.filter((action) => !action.networks || (caipNetworkId !== undefined && action.networks.includes(caipNetworkId))).map((action) => action.view)
        : undefined
    return (described ?? []).filter((action) => !shown || shown.includes(action.view)).map((action) => ({ kind: 'action', pluginId, action }))
  })
}
