import { RECOMMENDED_ENTRIES } from '@portico/contracts'
import { listFilters, type CatalogueScope } from './catalogueScope'
import { loadCatalogueState } from './loadCatalogueState'

/**
 * The recommended wallets (SPEC section 7) with their images, and the catalogue's count.
 * @example await fetchRecommended(scope)
 */
export function fetchRecommended(scope: CatalogueScope): Promise<void> {
  const { store, atoms, api, images } = scope
  return loadCatalogueState(scope, atoms.recommendedState, 'recommended wallets', async () => {
    const { data, count } = await api.getWallets({ page: 1, entries: RECOMMENDED_ENTRIES, ...listFilters(scope) })
    await images.preloadWalletImages(data)
    store.set(atoms.recommended, data)
    store.set(atoms.count, count)
  })
}
