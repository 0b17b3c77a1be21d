import type { Catalogue } from '../catalogue/createCatalogue'
import type { ShellContext } from '../core/shellContext'

export interface FetchCatalogueWalletsParameters {
  /** Loads pages up to this one (default 1). */
  page?: number
  /** Searches for this instead (an empty one clears the search). */
  query?: string
}

/** Resolves once the catalogue's search is no longer loading. */
function searchSettled(store: ShellContext['store'], catalogue: Pick<Catalogue, 'atoms'>): Promise<void> {
  return new Promise<void>((resolve) => {
    const settled = () => store.get(catalogue.atoms.search).state.status !== 'loading'
    if (settled()) return resolve()
    const unsubscribe = store.sub(catalogue.atoms.search, () => {
      if (!settled()) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The headless list's fetch: a query searches and resolves with its results in the atoms; else
 * pages load in order, each one up to the one asked for (stopping when none comes).
 *
 * @example await fetchCatalogueWallets(core.store, catalogue, { page: 3 })
 */
export async function fetchCatalogueWallets(store: ShellContext['store'], catalogue: Pick<Catalogue, 'atoms' | 'search' | 'fetchNextPage'>, options?: FetchCatalogueWalletsParameters): Promise<void> {
  const query = options?.query?.trim() ?? ''
  catalogue.search(query)
  if (query) return searchSettled(store, catalogue)
  const target = options?.page ?? 1
  while (store.get(catalogue.atoms.page) < target && store.get(catalogue.atoms.hasMorePages)) {
    const before = store.get(catalogue.atoms.page)
    await catalogue.fetchNextPage()
    if (store.get(catalogue.atoms.page) === before) break
  }
}
