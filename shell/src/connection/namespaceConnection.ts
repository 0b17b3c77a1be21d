import type { ChainNamespace, Connector } from '@portico/contracts'

/** One connected namespace: its wallet, the account in use and the chain the wallet is on. */
export interface NamespaceConnection {
  connector: Connector
  address: string
  /** In the namespace's own notation (a number for eip155). */
  chainId: number | string
}

export type NamespaceConnections = Partial<Record<ChainNamespace, NamespaceConnection>>

/**
 * The namespaces a disconnect of `namespace` ends (SPEC section 4): it and every other namespace
 * on the same WalletConnect or auth connector (one session serves them all); with no namespace,
 * all of them.
 *
 * @example namespacesToDisconnect({ eip155: wc, bip122: wc, solana: phantom }, 'bip122') // ['eip155', 'bip122']
 */
export function namespacesToDisconnect(connections: NamespaceConnections, namespace: ChainNamespace | undefined): ChainNamespace[] {
  const connected = Object.keys(connections) as ChainNamespace[]
  if (!namespace) return connected
  const target = connections[namespace]
  if (!target) return []
  const shared = target.connector.type === 'WALLET_CONNECT' || target.connector.type === 'AUTH'
  return connected.filter((other) => other === namespace || (shared && connections[other]?.connector.id === target.connector.id))
}
