import { ThrownMessages, type CaipNetwork, type ChainNamespace } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { ShellChecks } from '../options/shellChecks'
import { withNetworkProjectId } from '../networks/blockchainApiRpcUrl'

/** The dapp's networks after createAppKit, as AppKit's `addNetwork` / `removeNetwork`. */
export interface NetworkList {
  /** Adds a network to its namespace's list (an already listed one is left as it is). */
  addNetwork: (namespace: ChainNamespace, input: CaipNetwork) => void
  /** Removes a network; the last of a namespace cannot go, the active one moves to the next left. */
  removeNetwork: (namespace: ChainNamespace, caipNetworkId: string) => Promise<void>
}

/**
 * The dapp's networks after createAppKit, as AppKit's `addNetwork` / `removeNetwork`: a network
 * joins its namespace's list (with the Blockchain API RPC and project id, as configured ones get);
 * the last network of a namespace cannot be removed (SPEC section 4), and removing the active
 * network moves to the first one left in its namespace.
 */
export function createNetworkList(
  ctx: Pick<ShellContext, 'store' | 'atoms' | 'options'>,
  deps: {
    switchNetwork: (network: CaipNetwork) => Promise<void>
    /** Runs `use` with the checks: at once in a development build, once the core's chunk is there in a production one. */
    withChecks: (use: (checks: ShellChecks) => void) => void
  },
): NetworkList {
  const { store, atoms } = ctx
  return {
    addNetwork(namespace, input) {
      deps.withChecks(({ checkAddedNetwork }) => {
        const network = withNetworkProjectId(checkAddedNetwork(namespace, input), ctx.options.projectId)
        if (store.get(atoms.networks).some((n) => n.caipNetworkId === network.caipNetworkId)) return
        store.set(atoms.networks, (networks) => [...networks, network])
      })
    },

    async removeNetwork(namespace, caipNetworkId) {
      const networks = store.get(atoms.networks)
      if (!networks.some((n) => n.caipNetworkId === caipNetworkId && n.chainNamespace === namespace)) throw new Error(ThrownMessages.NETWORK_NOT_FOUND)
      const left = networks.filter((n) => n.caipNetworkId !== caipNetworkId)
      const nextInNamespace = left.find((n) => n.chainNamespace === namespace)
      if (!nextInNamespace) throw new Error(ThrownMessages.CANNOT_REMOVE_LAST_NETWORK)
      if (store.get(atoms.network)?.caipNetworkId === caipNetworkId) await deps.switchNetwork(nextInNamespace)
      store.set(atoms.networks, left)
    },
  }
}
