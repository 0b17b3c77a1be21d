import type { CatalogueWallet } from './readCatalogue'

/** The `/getWallets` filters (SPEC section 7). */
export interface CatalogueQuery {
  page: number
  entries: number
  chains: readonly string[]
  include: readonly string[]
  exclude: readonly string[]
  search: string
  badgeType: string | undefined
}

/**
 * One page of the wallets matching every filter and how many match. `include` keeps its order
 * (the featured wallets are listed in the dapp's order); search matches names case-insensitively.
 *
 * @example
 * queryCatalogue(wallets, { page: 1, entries: 40, chains: ['eip155:1'], include: [], exclude: [], search: '', badgeType: undefined })
 */
export function queryCatalogue(wallets: readonly CatalogueWallet[], query: CatalogueQuery): { data: CatalogueWallet[]; count: number } {
  const chains = new Set(query.chains)
  const search = query.search.trim().toLowerCase()
  const pool = query.include.length > 0 ? query.include.flatMap((id) => wallets.filter((wallet) => wallet.id === id)) : wallets
  const matching = pool.filter(
    (wallet) =>
      !query.exclude.includes(wallet.id) &&
      (chains.size === 0 || (wallet.chains ?? []).some((chain) => chains.has(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badgeType || query.badgeType === 'none' || wallet.badge_type === query.badgeType),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
