import { showsOn, WALLET_FEATURE_ORDER, type AccountAction, type PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../../../core/atoms'

export type WalletFeatureEntry =
  | { kind: 'action'; pluginId: PluginFeatureId; action: AccountAction }
  | { kind: 'unavailable'; pluginId: PluginFeatureId; label: string; reason: string }

/** A feature's name where its description could not be read. */
const FEATURE_LABELS: Record<string, string> = { onramp: 'Buy', swaps: 'Swap', receive: 'Receive', send: 'Send' }

/**
 * The Account view's wallet features in the spec's order (onramp, swaps, receive, send), from the
 * plugins' descriptions: their actions on the active namespace, shown before the plugin's code has
 * loaded (a loaded plugin may hide one), or an unavailable entry with its reason.
 */
export function walletFeatureEntries(plugins: Partial<Record<PluginFeatureId, PluginState>>, namespace: string | undefined): WalletFeatureEntry[] {
  return WALLET_FEATURE_ORDER.flatMap((pluginId): WalletFeatureEntry[] => {
    const state = plugins[pluginId]
    if (!state) return []
    const described = state.description?.slots.accountActions?.filter((action) => showsOn(action, namespace))
    if (state.status === 'failed') {
      if (described?.length === 0) return []
      return [{ kind: 'unavailable', pluginId, label: described?.[0]?.label ?? FEATURE_LABELS[pluginId] ?? pluginId, reason: state.reason }]
    }
    const shown = state.status === 'ready' ? state.registration.slots?.accountActions?.map((action) => action.view) : undefined
    return (described ?? []).filter((action) => !shown || shown.includes(action.view)).map((action) => ({ kind: 'action', pluginId, action }))
  })
}
