import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ServerContext } from '../../http/serverContext'
import { createDbSessionIndexStore } from './createDbSessionIndexStore'
import type { SessionsChain, SessionsDeps } from './sessionsDeps'

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/

/**
 * The sessions engine on the server: the chains with `sessions` configured, each with its relayer
 * (the private key named by `relayerKey` in the config's `keys`), and the index in the database.
 * Throws at start when a relayer key is missing or malformed.
 * @example const deps = sessionsDepsOf(context)
 */
export function sessionsDepsOf(context: ServerContext): SessionsDeps {
  const chains = new Map<number, SessionsChain>()
  for (const chain of context.chains.values()) {
    const sessions = chain.config.sessions
    if (!sessions) continue
    const key = context.config.keys[sessions.relayerKey]
    if (!key || !PRIVATE_KEY.test(key)) throw new Error(`chain ${chain.config.id}: keys.${sessions.relayerKey} must hold the relayer's 32-byte private key (0x...)`)
    const relayer = createWalletClient({
      account: privateKeyToAccount(key as `0x${string}`),
      chain: chain.client.chain,
      transport: http(chain.config.rpcUrl, { timeout: context.config.upstreamTimeoutMs, retryCount: 0 }),
    })
    chains.set(chain.chainId, { chainId: chain.chainId, client: chain.client, relayer, fromBlock: sessions.fromBlock, maxBlockRange: sessions.maxBlockRange })
  }
  return { chains, store: createDbSessionIndexStore(context.db) }
}
