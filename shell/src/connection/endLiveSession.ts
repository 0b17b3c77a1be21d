import { isChainNamespace } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ConnectionActions } from './connectionActions'

/**
 * The universal provider holds one session: a new pairing first ends the one already live
 * (SPEC section 4 Disconnect). Does nothing when no WalletConnect connection is live.
 * @example await endLiveSession(ctx, connection)
 */
export async function endLiveSession({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>, connection: Pick<ConnectionActions, 'disconnect'>): Promise<void> {
  const live = Object.entries(store.get(atoms.connections)).find(([, entry]) => entry?.connector.type === 'WALLET_CONNECT')?.[0]
  if (live && isChainNamespace(live)) await connection.disconnect(live)
}
