import type { CaipNetwork } from '@portico/contracts'

/**
 * The networks an address can receive on: the configured networks of the active network's
 * namespace (an EVM address is the same on every EVM chain, a Solana one only on Solana).
 */
export function acceptedNetworks(networks: readonly CaipNetwork[], active: CaipNetwork | undefined): CaipNetwork[] {
  if (!active) return []
  return networks.filter((n) => n.chainNamespace === active.chainNamespace)
}
