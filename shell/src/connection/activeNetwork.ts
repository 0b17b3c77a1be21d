import type { CaipNetwork, ChainNamespace } from '@portico/contracts'
import type { ModalActions } from '../core/modalActions'
import type { ShellContext } from '../core/shellContext'

/** The active network. */
export interface ActiveNetwork {
  /** Makes a configured network the active one: stored, and the account re-read on it. */
  setActiveNetwork: (network: CaipNetwork) => void
  /** The wallet reports its chain: a configured one becomes active, another may open UnsupportedChain. */
  applyChain: (namespace: ChainNamespace, chainId: number | string) => void
}

/** The active network: set by the dapp's switch or by the chain the active wallet reports. */
export function createActiveNetwork(ctx: ShellContext, modal: ModalActions): ActiveNetwork {
  const { store, atoms, storage, log } = ctx

  /** Makes a configured network the active one: stored, and the account re-read on it. */
  const setActiveNetwork = (network: CaipNetwork) => {
    store.set(atoms.network, network)
    store.set(atoms.unsupportedChainId, undefined)
    storage.saveActiveNetwork(network.caipNetworkId)
  }

  /**
   * The wallet reports its chain. A configured one becomes active; another one opens
   * UnsupportedChain when switching is enabled, unsupported chains are not allowed and the
   * connection is not basic (SPEC section 4).
   */
  const applyChain = (namespace: ChainNamespace, chainId: number | string) => {
    const caipNetworkId = `${namespace}:${chainId}`
    const network = store.get(atoms.networks).find((n) => n.caipNetworkId === caipNetworkId)
    if (network) {
      setActiveNetwork(network)
      if (store.get(atoms.history).some((entry) => entry.view === 'UnsupportedChain')) modal.showDefaultView()
      return
    }
    store.set(atoms.unsupportedChainId, caipNetworkId)
    log.warn(`wallet is on ${caipNetworkId}, which the dapp did not configure`)
    const { enableNetworkSwitch, allowUnsupportedChain, adapters } = ctx.options
    // A basic connection (no adapters: WalletConnect alone) has no network switching to offer.
    const basic = adapters?.length === 0
    if (enableNetworkSwitch && !allowUnsupportedChain && !basic) modal.open('UnsupportedChain')
  }

  return { setActiveNetwork, applyChain }
}
