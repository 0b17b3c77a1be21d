import type { PublicClient } from 'viem'
import type { ServerContext } from '../../http/serverContext'
import { createDbNameStore } from './createDbNameStore'
import type { NamesDeps } from './namesDeps'

/**
 * The names engine on the server: its table in the server's database, the configured zones, and
 * every chain's client for signatures.
 * @example const deps = namesDepsOf(context)
 */
export function namesDepsOf(context: ServerContext): NamesDeps {
  const clients = new Map<number, PublicClient>([...context.chains.values()].map((chain) => [chain.chainId, chain.client]))
  return { store: createDbNameStore(context.db), allowedZones: context.config.names.zones, clients, maxPerAddress: context.config.names.maxPerAddress }
}
