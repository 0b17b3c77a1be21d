import { CONNECTOR_IDS } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'

/** How a pairing ended: a wallet approved, the user left, or it failed (refused, expired, relay). */
export type PairingOutcome = 'connected' | 'cancelled' | 'failed'

/**
 * Reads how a pairing ended once its connect settled; `wanted` is false when the user left it.
 * @example pairingOutcome(ctx, runner.isCurrent(gen)) // 'connected'
 */
export function pairingOutcome({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>, wanted: boolean): PairingOutcome {
  if (store.get(atoms.activeConnector)?.id === CONNECTOR_IDS.WALLET_CONNECT && store.get(atoms.account).status === 'connected') return 'connected'
  return wanted ? 'failed' : 'cancelled'
}
