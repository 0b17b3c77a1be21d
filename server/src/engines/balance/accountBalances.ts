import type { Address } from 'viem'
import { z } from 'zod'
import type { ServerCache } from '../../cache/createCache'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { cachedUsdPrice } from '../prices/cachedUsdPrice'
import { numericQuantity, readBalances } from './readBalances'

/** Balances are cached 30 s (SPEC section 9), shared by every instance; `forceUpdate` reads afresh. */
export const BALANCE_TTL_MS = 30_000

/** One item of the hosted `balances` list (`src/handlers/balance.rs`, BalanceItem). */
export const balanceItemSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type BalanceItem = z.infer<typeof balanceItemSchema>
// Built once: a zod schema costs more to build than a cache hit costs to answer.
const balanceItemsSchema = z.array(balanceItemSchema)

/**
 * The account's balances on one chain, priced in USD, through the shared cache (concurrent
 * misses of one account share one read of the chain).
 *
 * @example
 * const items = await accountBalances(cache, chain, '0xf39F...', false)
 */
export async function accountBalances(cache: ServerCache, chain: ChainRuntime, owner: Address, forceUpdate: boolean): Promise<BalanceItem[]> {
  const key = `balance:${chain.config.id}:${owner.toLowerCase()}`
  const read = () => pricedBalances(cache, chain, owner, forceUpdate)
  if (!forceUpdate) return cache.getOrLoad('balance', key, balanceItemsSchema, BALANCE_TTL_MS, read)
  const items = await read()
  await cache.set(key, items, BALANCE_TTL_MS)
  return items
}

/** The account's holdings on the chain, each priced in USD. */
async function pricedBalances(cache: ServerCache, chain: ChainRuntime, owner: Address, forceUpdate: boolean): Promise<BalanceItem[]> {
  const holdings = await readBalances(chain, owner)
  return Promise.all(
    holdings.map(async (holding): Promise<BalanceItem> => {
      const price = await cachedUsdPrice(cache, chain, holding.asset, forceUpdate)
      const numeric = numericQuantity(holding)
      return {
        name: holding.name,
        symbol: holding.symbol,
        chainId: chain.config.id,
        ...(holding.address ? { address: holding.address } : {}),
        value: Math.round(price * Number(numeric) * 100) / 100,
        price,
        quantity: { decimals: String(holding.decimals), numeric },
        iconUrl: holding.iconUrl,
      }
    }),
  )
}
