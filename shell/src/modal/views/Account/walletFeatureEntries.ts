import { WALLET_FEATURE_ORDER, type AccountAction, type PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

export type WalletFeatureEntry =
  | { kind: 'action'; pluginId: PluginFeatureId; action: AccountAction }
  | { kind: 'loading'; pluginId: PluginFeatureId }
  | { kind: 'unavailable'; pluginId: PluginFeatureId; reason: string }

/**
 * The Account view's wallet features in the spec's order (onramp, swaps, receive, send): a
 * loaded plugin's actions, a loading placeholder, or an unavailable entry with its reason.
 */
export function walletFeatureEntries(plugins: Partial<Record<PluginFeatureId, PluginState>>): WalletFeatureEntry[] {
  return WALLET_FEATURE_ORDER.flatMap((pluginId): WalletFeatureEntry[] => {
    const state = plugins[pluginId]
    if (!state || state.status === 'idle') return []
    if (state.status === 'loading') return [{ kind: 'loading', pluginId }]
    if (state.status === 'failed') return [{ kind: 'unavailable', pluginId, reason: state.reason }]
    return (state.registration.slots?.accountActions ?? []).map((action) => ({ kind: 'action', pluginId, action }))
  })
}
