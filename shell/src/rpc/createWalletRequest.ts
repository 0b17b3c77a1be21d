import { isSafeRpcMethod, ThrownMessages } from '@portico/contracts'
import type { ConnectionActions } from '../connection/connectionActions'
import type { ShellContext } from '../core/shellContext'

/**
 * EIP-1193 request through the active connector, for plugins (`host.rpc`) and sign-in. A
 * successful unsafe request (a send, a signature) re-reads the native balance (SPEC section 2),
 * so a send shows at once. Built with the intent actions: only they call it.
 * @example await createWalletRequest(ctx, connection)({ method: 'eth_chainId' })
 */
export function createWalletRequest({ store, atoms }: ShellContext, connection: Pick<ConnectionActions, 'refreshBalance'>) {
  return async (args: { method: string; params?: unknown }): Promise<unknown> => {
    const connector = store.get(atoms.activeConnector)
    if (!connector) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
    const result = await connector.request(args)
    if (!isSafeRpcMethod(args.method)) void connection.refreshBalance()
    return result
  }
}
