import type { ShellBoot } from '../core/shellBoot'
import { nextConnectionStatus } from './connectionStatus'
import type { StoredSession } from './storedSession'

/**
 * Shows a stored session as connecting from the first paint, before the core that restores it has
 * loaded: the button never says "Connect Wallet" to a returning visitor. The restore takes it from here.
 * @example if (session) markRestoring(boot, session)
 */
export function markRestoring({ store, atoms }: Pick<ShellBoot, 'store' | 'atoms'>, session: StoredSession): void {
  store.set(atoms.activeNamespace, session.activeNamespace)
  for (const { namespace } of session.entries) {
    const next = nextConnectionStatus(store.get(atoms.connectionStatus)[namespace], 'restore')
    if (!next) continue
    store.set(atoms.connectionStatus, (s) => ({ ...s, [namespace]: next }))
    if (namespace === session.activeNamespace) store.set(atoms.account, (a) => ({ ...a, status: next }))
  }
}
