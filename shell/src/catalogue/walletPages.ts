import { WALLET_PAGE_SIZE } from '@portico/contracts'
import { listFilters, type CatalogueScope } from './catalogueScope'
import { loadCatalogueState } from './loadCatalogueState'

/** The All Wallets pages, loaded in order. */
export interface WalletPages {
  /** Loads `page` (40 wallets) and appends it; only the page after the last one loads. */
  fetchWalletsPage: (page: number) => Promise<void>
  /** The page after the last one loaded, if the catalogue has more. */
  fetchNextPage: () => Promise<void>
}

/**
 * One page request at a time: a second call while one loads gets that one.
 * @example await createWalletPages(scope).fetchNextPage()
 */
export function createWalletPages(scope: CatalogueScope): WalletPages {
  const { store, atoms, api, images } = scope
  let pending: Promise<void> | undefined
  const append = async (page: number) => {
    const { data, count } = await api.getWallets({ page, entries: WALLET_PAGE_SIZE, ...listFilters(scope) })
    await images.preloadWalletImages(data)
    // A wallet already listed (a page that repeats the last one) is not listed twice, and a page
    // with nothing new ends the paging whatever the count says.
    const listed = new Set(store.get(atoms.wallets).map((wallet) => wallet.id))
    const fresh = data.filter((wallet) => !listed.has(wallet.id))
    store.set(atoms.wallets, (wallets) => [...wallets, ...fresh])
    if (fresh.length === 0) store.set(atoms.exhausted, true)
    store.set(atoms.count, count)
    store.set(atoms.page, page)
  }
  const fetchWalletsPage = (page: number): Promise<void> => {
    if (pending) return pending
    if (page !== store.get(atoms.page) + 1 || !store.get(atoms.hasMorePages)) return Promise.resolve()
    pending = loadCatalogueState(scope, atoms.walletsState, `wallets page ${page}`, () => append(page)).finally(() => {
      pending = undefined
    })
    return pending
  }
  return { fetchWalletsPage, fetchNextPage: () => fetchWalletsPage(store.get(atoms.page) + 1) }
}
