import type { ChainNamespace, Connector } from '@portico/contracts'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ShellContext } from '../../core/shellContext'
import { isAuthNamespace } from './isAuthNamespace'

/**
 * SPEC section 4 network switch: while the embedded wallet is connected, a network of another of
 * its namespaces connects the same user there (from the frame). Returns the unsubscribe.
 * @example followAuthNamespace(ctx, connection, connectors.connectorFor)
 */
export function followAuthNamespace(
  { store, atoms }: Pick<ShellContext, 'store' | 'atoms'>,
  connection: Pick<ConnectionActions, 'connectWith'>,
  connectorFor: (namespace: ChainNamespace) => Connector,
): () => void {
  return store.sub(atoms.network, () => {
    const namespace = store.get(atoms.network)?.chainNamespace
    const connections = store.get(atoms.connections)
    const hasAuth = Object.values(connections).some((c) => c?.connector.type === 'AUTH')
    if (!hasAuth || !isAuthNamespace(namespace) || connections[namespace]) return
    void connection.connectWith(namespace, async () => connectorFor(namespace))
  })
}
