import { isChainNamespace, parseCaipAddress, type ChainNamespace } from '@portico/contracts'
import * as z from 'zod/mini'

/**
 * The parts of a WalletConnect session the shell reads: the granted accounts per namespace and
 * the wallet's name and icon. Parsed at the boundary; a session that does not fit is not used.
 */
export const walletConnectSessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(z.string(), z.object({ accounts: z.array(z.string()), methods: z.array(z.string()), events: z.array(z.string()) })),
  peer: z.object({ metadata: z.object({ name: z.string(), icons: z.array(z.string()) }) }),
})
export type WalletConnectSession = z.infer<typeof walletConnectSessionSchema>

/** The supported namespaces a session grants accounts in, e.g. ['eip155', 'solana']. */
export function sessionNamespaces(session: WalletConnectSession): ChainNamespace[] {
  return Object.entries(session.namespaces).flatMap(([key, namespace]) => (isChainNamespace(key) && namespace.accounts.length > 0 ? [key] : []))
}

/** The addresses a session grants on one chain (`eip155:1`), in the wallet's order, each once. */
export function sessionAddresses(session: WalletConnectSession, caipNetworkId: string): string[] {
  const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  const addresses = accounts.flatMap((account) => {
    try {
      const { chainNamespace, chainId, address } = parseCaipAddress(account)
      return `${chainNamespace}:${chainId}` === caipNetworkId ? [address] : []
    } catch {
      return []
    }
  })
  return [...new Set(addresses)]
}

/**
 * The chain to use in a namespace: the preferred one (the dapp's active network) when the session
 * has accounts there, else the first chain the wallet granted; undefined when it granted none.
 * @example sessionChain(session, 'eip155', 'eip155:10') // 'eip155:10' or the first granted chain
 */
export function sessionChain(session: WalletConnectSession, namespace: ChainNamespace, preferred: string | undefined): string | undefined {
  if (preferred && sessionAddresses(session, preferred).length > 0) return preferred
  for (const account of session.namespaces[namespace]?.accounts ?? []) {
    const [accountNamespace, chainId] = account.split(':')
    if (accountNamespace === namespace && chainId) return `${namespace}:${chainId}`
  }
  return undefined
}
