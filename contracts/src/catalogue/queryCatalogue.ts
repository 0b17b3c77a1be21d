/** What `/getWallets` filters on, of a catalogue record. */
export interface CatalogueEntry {
  id: string
  name: string
  chains?: readonly string[] | null | undefined
  badge_type?: string | null | undefined
  rdns?: string | null | undefined
}

/** The `/getWallets` query (SPEC section 7), its lists already split. */
export interface CatalogueQuery {
  page: number
  entries: number
  chains: readonly string[]
  include: readonly string[]
  exclude: readonly string[]
  search: string
  badgeType: string | undefined
  /** Wallet names (AppKit's installed connectors); with `rdns`, a record matching either is kept. */
  names: readonly string[]
  /** EIP-6963 rdns of the installed wallets. */
  rdns: readonly string[]
}

/** One page of a catalogue query and how many records match it. */
export interface CataloguePage<wallet> {
  data: wallet[]
  count: number
}

/**
 * The hosted `/getWallets` selection: the records matching every filter, in the catalogue's own
 * order, one page of them, and how many match. `include` only filters (AppKit re-sorts its
 * featured wallets itself); `chains` matches CAIP-2 ids exactly, so a record lists every chain it
 * serves; search matches names case-insensitively; `badge_type` `none` or absent is no filter;
 * `names` and `rdns` together select the records of the wallets a page found installed (either
 * matches: a name case-insensitively and whole, an rdns exactly), none given is no filter.
 *
 * @example
 * queryCatalogue(wallets, { page: 1, entries: 40, chains: ['eip155:1'], include: [], exclude: [], search: '', badgeType: undefined, names: [], rdns: [] })
 */
export function queryCatalogue<wallet extends CatalogueEntry>(wallets: readonly wallet[], query: CatalogueQuery): CataloguePage<wallet> {
  const matching = wallets.filter((wallet) => matchesCatalogueQuery(wallet, query))
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}

function matchesCatalogueQuery(wallet: CatalogueEntry, query: CatalogueQuery): boolean {
  const search = query.search.trim().toLowerCase()
  return (
    (query.include.length === 0 || query.include.includes(wallet.id)) &&
    !query.exclude.includes(wallet.id) &&
    (query.chains.length === 0 || (wallet.chains ?? []).some((chain) => query.chains.includes(chain))) &&
    (!search || wallet.name.toLowerCase().includes(search)) &&
    (!query.badgeType || query.badgeType === 'none' || wallet.badge_type === query.badgeType) &&
    matchesInstalled(wallet, query)
  )
}

function matchesInstalled(wallet: CatalogueEntry, query: CatalogueQuery): boolean {
  if (query.names.length === 0 && query.rdns.length === 0) return true
  const name = wallet.name.toLowerCase()
  return query.names.some((wanted) => wanted.trim().toLowerCase() === name) || (!!wallet.rdns && query.rdns.includes(wallet.rdns))
}
