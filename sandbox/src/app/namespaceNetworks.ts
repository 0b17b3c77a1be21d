import type { CaipNetwork } from '@portico/shell'
import { bitcoinTestnet, polkadot, solanaDevnet } from '@portico/shell/networks'

/** The network the sandbox adds for each namespace; the Solana devnet RPC is answered by MSW. */
export const SANDBOX_NAMESPACE_NETWORKS = { solana: solanaDevnet, bip122: bitcoinTestnet, polkadot } as const satisfies Record<string, CaipNetwork>

/**
 * `?namespaces=solana,bip122,polkadot` adds those namespaces' networks after the local EVM
 * chains, so the sandbox wallets of these namespaces show in the Connect view. Off by default:
 * the EVM-only pages (and their browser tests) stay as they are. Unknown names are ignored.
 * @example readNamespaceNetworks('?namespaces=solana') // [solanaDevnet]
 */
export function readNamespaceNetworks(search: string): CaipNetwork[] {
  const names = (new URLSearchParams(search).get('namespaces') ?? '').split(',').map((name) => name.trim())
  return Object.entries(SANDBOX_NAMESPACE_NETWORKS)
    .filter(([namespace]) => names.includes(namespace))
    .map(([, network]) => network)
}
