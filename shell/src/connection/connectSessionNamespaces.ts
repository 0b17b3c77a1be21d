import type { ChainNamespace } from '@portico/contracts'
import type { ConnectionActions } from './connectionActions'
import type { LoadedWalletConnectClient } from './walletConnectClientLoader'

/**
 * The session's other namespaces (a wallet may grant eip155 and bip122 at once) connect too, each
 * with its first account.
 * @example connectSessionNamespaces(client, 'eip155', connection)
 */
export function connectSessionNamespaces(
  client: Pick<LoadedWalletConnectClient, 'sessionConnections'>,
  active: ChainNamespace,
  connection: Pick<ConnectionActions, 'addSessionConnection'>,
): void {
  for (const { connector, accounts, chainId } of client.sessionConnections(active)) {
    if (accounts[0]) connection.addSessionConnection(connector, accounts[0], chainId)
  }
}
