import type { ChainNamespace, ConnectorEvent } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ActiveAccount } from './activeAccount'
import type { ActiveNetwork } from './activeNetwork'
import type { NamespaceConnection } from './namespaceConnection'

export interface ConnectorEventsDependencies {
  activeAccount: Pick<ActiveAccount, 'setAddress' | 'setAllAccounts'>
  activeNetwork: Pick<ActiveNetwork, 'applyChain'>
  updateConnection: (namespace: ChainNamespace, change: Partial<NamespaceConnection>) => void
  /** Ends a namespace's connection when its wallet ends it or grants no account any more. */
  disconnect: (namespace: ChainNamespace) => Promise<void>
}

/**
 * A wallet event of one namespace: its connection follows every event; only the active
 * namespace's reach the account and the network.
 *
 * @example connector.subscribe(createConnectorEvents(ctx, deps)('eip155'))
 */
export function createConnectorEvents({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>, deps: ConnectorEventsDependencies): (namespace: ChainNamespace) => (event: ConnectorEvent) => void {
  const { setAddress, setAllAccounts } = deps.activeAccount
  return (namespace) => (event) => {
    const active = store.get(atoms.activeNamespace) === namespace
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void deps.disconnect(namespace)
    } else if (event.type === 'accountsChanged' && event.accounts[0]) {
      deps.updateConnection(namespace, { address: event.accounts[0] })
      if (!active) return
      setAddress(event.accounts[0])
      const connector = store.get(atoms.activeConnector)
      if (connector) setAllAccounts(connector, event.accounts)
    } else if (event.type === 'chainChanged') {
      deps.updateConnection(namespace, { chainId: event.chainId })
      if (!active) return
      deps.activeNetwork.applyChain(namespace, event.chainId)
      const { address } = store.get(atoms.account)
      if (address) setAddress(address)
    }
  }
}
