import { getErrorMessage } from '@portico/contracts'
import type { ShellContext } from '../../core/shellContext'
import { isWagmiAdapter } from './wagmiAdapter'

/**
 * A dapp's wagmi config follows Portico's eip155 connection. The sync and @wagmi/core load in their
 * own chunk (the adapter imports it), and only when the dapp passed a wagmi adapter.
 * @example followWagmiAdapter(ctx)
 */
export function followWagmiAdapter(ctx: ShellContext): void {
  const wagmiAdapter = ctx.options.adapters?.find(isWagmiAdapter)
  if (!wagmiAdapter) return
  wagmiAdapter
    .loadSync()
    .then((syncWagmiAdapters) => syncWagmiAdapters(ctx))
    .catch((error: unknown) => ctx.log.warn('wagmi adapter:', getErrorMessage(error)))
}
