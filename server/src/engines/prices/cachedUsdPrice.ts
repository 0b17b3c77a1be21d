import { z } from 'zod'
import type { ServerCache } from '../../cache/createCache'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { readUsdPrice, type PricedAsset } from './readUsdPrice'

/** Prices move with every swap; 30 s, as the balance cache. */
export const PRICE_TTL_MS = 30_000
const priceSchema = z.number()

/** readUsdPrice through the shared cache (testnets are worth 0, SPEC section 9). */
export async function cachedUsdPrice(cache: ServerCache, chain: ChainRuntime, asset: PricedAsset, forceUpdate = false): Promise<number> {
  if (chain.config.testnet) return 0
  const key = `price:${chain.config.id}:${asset.toLowerCase()}`
  if (!forceUpdate) {
    const cached = await cache.get('price', key, priceSchema)
    if (cached !== undefined) return cached
  }
  const price = await readUsdPrice(chain, asset)
  await cache.set(key, price, PRICE_TTL_MS)
  return price
}
