import type { Address } from 'viem'
import type { ServerCache } from '../../cache/createCache'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { cachedUsdPrice } from '../prices/cachedUsdPrice'
import { blockscoutHistory } from './blockscoutHistory'
import type { HistoryPage } from './hostedHistory'
import { otterscanHistory } from './otterscanHistory'
import { wrappedNative } from './wrappedNative'

export type { HistoryPage } from './hostedHistory'

/** What a history page is read with besides the chain and the account. */
export interface AccountHistoryOptions {
  pageSize: number
  /** Every call to an indexer gives up after this long. */
  timeoutMs: number
}

/**
 * The account's transactions and token transfers, newest first, from the chain's history source
 * (its node's Otterscan API plus Transfer logs, or a Blockscout instance); `cursor` is the `next`
 * of the previous page (a block number), so any instance can serve the next page.
 *
 * @example
 * const first = await accountHistory(cache, chain, '0xf39F...', undefined, { pageSize: 25, timeoutMs: 10_000 })
 * const second = first.next ? await accountHistory(cache, chain, '0xf39F...', first.next, { pageSize: 25, timeoutMs: 10_000 }) : undefined
 */
export async function accountHistory(cache: ServerCache, chain: ChainRuntime, owner: Address, cursor: string | undefined, options: AccountHistoryOptions): Promise<HistoryPage> {
  const source = chain.config.history
  if (!source) return { data: [], next: null }
  // Without a price the rows still list; without the token list, the native transfers still do.
  const nativePrice = await cachedUsdPrice(cache, chain, 'native').catch(() => null)
  if (source.kind === 'blockscout') return blockscoutHistory(chain, { url: source.url, owner, cursor, nativePrice, timeoutMs: options.timeoutMs })
  const tokens = await chain.tokens().catch(() => [])
  const limits = { maxLogBlockRange: BigInt(source.maxLogBlockRange), maxLogRanges: source.maxLogRanges }
  const weth = await wrappedNative(chain, tokens).catch(() => undefined)
  return otterscanHistory(chain, { owner, cursor, pageSize: options.pageSize, tokens, nativePrice, limits, spamCollections: source.spamCollections, wrappedNative: weth })
}
