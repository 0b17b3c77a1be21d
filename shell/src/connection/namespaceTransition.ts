import { DISCONNECTED_ACCOUNT, type ChainNamespace } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import { nextConnectionStatus, type ConnectionEvent } from './connectionStatus'

/** Moves one namespace's connection status by an event. */
export type NamespaceTransition = (namespace: ChainNamespace, event: ConnectionEvent) => void

/**
 * Moves one namespace's status (SPEC section 4); the account mirrors the active namespace (or
 * any, while none is active). An event the status does not take is ignored.
 *
 * @example const transition = createNamespaceTransition(ctx); transition('eip155', 'connect')
 */
export function createNamespaceTransition({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>): NamespaceTransition {
  return (namespace, event) => {
    const current = store.get(atoms.connectionStatus)[namespace]
    const next = nextConnectionStatus(current, event)
    if (!next) return
    store.set(atoms.connectionStatus, (s) => ({ ...s, [namespace]: next }))
    const active = store.get(atoms.activeNamespace)
    if (active !== undefined && active !== namespace) return
    store.set(atoms.account, (a) => (next === 'disconnected' ? DISCONNECTED_ACCOUNT : { ...a, status: next }))
  }
}
