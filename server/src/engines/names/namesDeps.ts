import type { PublicClient } from 'viem'
import type { NameStore } from './nameStore'

/** What the names engine needs: the store, the zones it registers in, and a node per EVM chain for signatures. */
export interface NamesDeps {
  store: NameStore
  /** The zones names are registered in, the first the default (`['reown.id']`). */
  allowedZones: readonly string[]
  /** The chains whose coin types a registration may name, by chain id: ERC-1271 / ERC-6492 signatures are checked there. */
  clients: ReadonlyMap<number, PublicClient>
  /** Names one address may hold (10 by default). */
  maxPerAddress?: number
  now?: () => number
}
