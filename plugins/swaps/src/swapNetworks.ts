import type { CaipNetwork, PluginHost } from '@portico/contracts'
import { swapsOptions } from './swapsOptions'

/**
 * The CAIP-2 ids of the networks the dapp swaps on: its `swapChainIds` option, by default the 12
 * chains of SPEC section 9 (the sandbox adds its anvil chains).
 * @example swapNetworkIds(host) // ['eip155:1', 'eip155:42161', ...]
 */
export const swapNetworkIds = (host: PluginHost): string[] => swapsOptions(host).swapChainIds.map((id) => `eip155:${id}`)

/** True when Swap works on this network. */
export const isSwapNetwork = (host: PluginHost, network: CaipNetwork | undefined): network is CaipNetwork =>
  network !== undefined && swapNetworkIds(host).includes(network.caipNetworkId)
