import type { CatalogueScope } from './catalogueScope'
import { loadCatalogueState } from './loadCatalogueState'

/**
 * The dapp's featured wallets, in the order it gave, with their images. As AppKit: no featured
 * ids, no request.
 * @example await fetchFeatured(scope)
 */
export function fetchFeatured(scope: CatalogueScope): Promise<void> {
  const { store, atoms, api, images, options } = scope
  const featuredIds = options.featuredWalletIds ?? []
  return loadCatalogueState(scope, atoms.featuredState, 'featured wallets', async () => {
    if (featuredIds.length === 0) return
    const { data } = await api.getWallets({ page: 1, entries: featuredIds.length, chains: scope.chains(), include: featuredIds })
    const ordered = [...data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    await images.preloadWalletImages(ordered)
    store.set(atoms.featured, ordered)
  })
}
