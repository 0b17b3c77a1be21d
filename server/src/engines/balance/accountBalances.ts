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

/**
 * The account's balances on one chain, priced in USD, through the shared cache.
 *
 * @example
 * const items = await accountBalances(cache, chain, '0xf39F...', false)
 */
export async function accountBalances(cache: ServerCache, chain: ChainRuntime, owner: Address, forceUpdate: boolean): Promise<BalanceItem[]> {
  const key = `balance:${chain.config.id}:${owner.toLowerCase()}`
  if (!forceUpdate) {
    const cached = await cache.get('balance', key, z.array(balanceItemSchema))
    if (cached) return cached
  }
  const holdings = await readBalances(chain, owner)
  const items = await Promise.all(
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
  await cache.set(key, items, BALANCE_TTL_MS)
  return items
}
