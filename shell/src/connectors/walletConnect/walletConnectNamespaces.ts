import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS, type CaipNetwork, type ChainNamespace } from '@portico/contracts'

/** One namespace of a WalletConnect session proposal, as the universal provider takes it. */
export interface WalletConnectNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL per chain, for the reads the provider answers itself (eip155 only). */
  rpcMap?: Record<string, string>
}

export type WalletConnectNamespaces = Partial<Record<ChainNamespace, WalletConnectNamespace>>

export interface SessionProposalNamespaces {
  namespaces: WalletConnectNamespaces
  optionalNamespaces: WalletConnectNamespaces
}

const namespaceOf = (namespace: ChainNamespace, networks: readonly CaipNetwork[]): WalletConnectNamespace => {
  const rpcMap = Object.fromEntries(networks.flatMap((n) => (n.rpcUrls.default.http[0] ? [[n.caipNetworkId, n.rpcUrls.default.http[0]]] : [])))
  return {
    chains: networks.map((n) => n.caipNetworkId),
    methods: [...WALLETCONNECT_METHODS[namespace]],
    events: [...WALLETCONNECT_EVENTS],
    ...(namespace === 'eip155' ? { rpcMap } : {}),
  }
}

/**
 * What a WalletConnect session proposal asks for (SPEC section 9): the active network's
 * namespace is required, with that chain; every configured network, in every namespace, is
 * optional, so the wallet may grant the others too. Each namespace carries its methods (eip155
 * 24, solana 6, bip122 4) and the events accountsChanged and chainChanged.
 *
 * @example walletConnectNamespaces([anvil, anvilTwo], anvil).namespaces.eip155?.chains // ['eip155:31337']
 */
export function walletConnectNamespaces(networks: readonly CaipNetwork[], active: CaipNetwork | undefined): SessionProposalNamespaces {
  const byNamespace = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) byNamespace.set(network.chainNamespace, [...(byNamespace.get(network.chainNamespace) ?? []), network])
  const optionalNamespaces: WalletConnectNamespaces = {}
  for (const [namespace, members] of byNamespace) optionalNamespaces[namespace] = namespaceOf(namespace, members)
  const required = active ?? networks[0]
  const namespaces: WalletConnectNamespaces = required ? { [required.chainNamespace]: namespaceOf(required.chainNamespace, [required]) } : {}
  return { namespaces, optionalNamespaces }
}
