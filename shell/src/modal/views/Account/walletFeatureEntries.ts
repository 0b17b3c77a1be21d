import { pluginIdSchema, showsOn, WALLET_FEATURE_ORDER, type AccountAction, type PluginId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

export type WalletFeatureEntry =
  | { kind: 'action'; pluginId: PluginId; action: AccountAction }
  | { kind: 'unavailable'; pluginId: PluginId; label: string | undefined; reason: string }

// The wallet features in the spec's order, then other plugins' actions (the email's settings).
const ACTION_ORDER: readonly PluginId[] = [...WALLET_FEATURE_ORDER, ...pluginIdSchema.options.filter((id) => !(WALLET_FEATURE_ORDER as readonly string[]).includes(id))]

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
  return ACTION_ORDER.flatMap((pluginId): WalletFeatureEntry[] => {
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
