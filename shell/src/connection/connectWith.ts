import { getErrorMessage, isUserRejection, type ChainNamespace, type Connector } from '@portico/contracts'
import type { ModalActions } from '../core/modalActions'
import type { ShellContext } from '../core/shellContext'
import type { ConnectedNamespaces } from './connectedNamespaces'

/** Connects a namespace through the connector `createConnector` makes. */
export type ConnectWith = (namespace: ChainNamespace, createConnector: () => Promise<Connector>) => Promise<void>

/**
 * Connects through any connector: the wallet is asked for accounts, then the namespace is
 * connected. A refusal leaves the namespace disconnected with the error shown; a wallet that
 * answers after a newer attempt on the namespace is let go, not shown.
 *
 * @example await createConnectWith(ctx, modal, connected)('eip155', async () => connector)
 */
export function createConnectWith(ctx: Pick<ShellContext, 'store' | 'atoms' | 'events'>, modal: Pick<ModalActions, 'showDefaultView'>, connected: Pick<ConnectedNamespaces, 'beginAttempt' | 'transition' | 'addConnection'>): ConnectWith {
  const { store, atoms, events } = ctx
  return async (namespace, createConnector) => {
    store.set(atoms.connectError, undefined)
    const isLatest = connected.beginAttempt(namespace)
    connected.transition(namespace, 'connect')
    try {
      const connector = await createConnector()
      const { accounts, chainId } = await connector.connect()
      const [address] = accounts
      if (!address) throw new Error('The wallet returned no account')
      if (!isLatest()) {
        await connector.disconnect().catch(() => undefined)
        return
      }
      connected.addConnection(connector, address, chainId, { activate: true })
      events.emit('CONNECT_SUCCESS', { method: connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector.name })
      // An unsupported chain has already put UnsupportedChain on screen; keep it there.
      if (store.get(atoms.modal).open && !store.get(atoms.unsupportedChainId)) modal.showDefaultView()
    } catch (error) {
      if (!isLatest()) return
      connected.transition(namespace, 'failed')
      store.set(atoms.connectDeclined, isUserRejection(error))
      store.set(atoms.connectError, getErrorMessage(error))
      events.emit('CONNECT_ERROR', { message: getErrorMessage(error) })
    }
  }
}
