import type { CaipNetwork } from '@portico/contracts'

/**
 * A network of the dapp's own (a local chain, a chain AppKit lists none for), as AppKit's
 * `defineChain`: the object as given, typed. createAppKit checks it with the rest of its options.
 * @example defineChain({ id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Anvil', nativeCurrency, rpcUrls })
 */
export function defineChain<const T extends CaipNetwork>(network: T): T {
  return network
}
