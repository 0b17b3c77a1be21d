import type { CaipNetwork } from '@portico/contracts'
import { Connection, type Commitment, type ConnectionConfig } from '@solana/web3.js'

// One per RPC URL, as AppKit keeps one: hooks in many components share it and its caches.
const connections = new Map<string, Connection>()
// AppKit's default; SolanaAdapter's `connectionSettings` replaces it.
let settings: Commitment | ConnectionConfig = 'confirmed'

/** What the next Connections are made with (the ones made before are dropped). */
export function setSolanaConnectionSettings(next: Commitment | ConnectionConfig): void {
  settings = next
  connections.clear()
}

/**
 * A @solana/web3.js 1.x Connection on the network's RPC URL ('confirmed' unless SolanaAdapter's
 * `connectionSettings` says otherwise), the same object for the same URL; undefined when the
 * network is not Solana's.
 *
 * @example await solanaConnectionOf(solanaDevnet)?.getBalance(publicKey)
 */
export function solanaConnectionOf(network: CaipNetwork | undefined): Connection | undefined {
  const url = network?.chainNamespace === 'solana' ? network.rpcUrls.default.http[0] : undefined
  if (!url) return undefined
  let connection = connections.get(url)
  if (!connection) {
    connection = new Connection(url, settings)
    connections.set(url, connection)
  }
  return connection
}
