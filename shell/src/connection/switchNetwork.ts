import { DISCONNECTED_ACCOUNT, parseCaipNetworkId, type CaipNetwork } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ActiveAccount } from './activeAccount'
import type { ActiveNetwork } from './activeNetwork'
import type { ConnectedNamespaces } from './connectedNamespaces'

/** Makes a configured network the active one (the wallet switching first where it must). */
export type SwitchNetwork = (network: CaipNetwork) => Promise<void>

export interface SwitchNetworkDependencies {
  connected: Pick<ConnectedNamespaces, 'connectionOf' | 'updateConnection' | 'activate'>
  activeAccount: Pick<ActiveAccount, 'setAddress'>
  activeNetwork: Pick<ActiveNetwork, 'setActiveNetwork'>
}

/**
 * SPEC section 4 network switch: on the active namespace with an address, the wallet switches
 * first (adding the chain if it must); otherwise the network is simply set. Either way the
 * network id is stored and the account re-read. Plugins reset their drafts on the change.
 *
 * @example await createSwitchNetwork(ctx, deps)(optimism)
 */
export function createSwitchNetwork({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>, deps: SwitchNetworkDependencies): SwitchNetwork {
  const { connected } = deps
  return async (network) => {
    const namespace = network.chainNamespace
    const connection = connected.connectionOf(namespace)
    if (connection && String(connection.chainId) !== parseCaipNetworkId(network.caipNetworkId).chainId) {
      await connection.connector.switchNetwork?.(network)
      connected.updateConnection(namespace, { chainId: network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id) })
    }
    deps.activeNetwork.setActiveNetwork(network)
    if (namespace === store.get(atoms.activeNamespace)) {
      const { address } = store.get(atoms.account)
      if (address) deps.activeAccount.setAddress(address)
    } else if (connection) {
      connected.activate(namespace)
    } else if (Object.keys(store.get(atoms.connections)).length > 0) {
      // A namespace without a wallet: the account is its (disconnected) one; the others' stay.
      store.set(atoms.activeNamespace, namespace)
      store.set(atoms.activeConnector, undefined)
      store.set(atoms.account, { ...DISCONNECTED_ACCOUNT, status: store.get(atoms.connectionStatus)[namespace] })
    }
  }
}
