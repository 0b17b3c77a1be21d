import { IMAGE_PRELOAD_TIMEOUT_MS, type WalletRecord } from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ShellContext } from '../core/shellContext'
import { createCatalogueAtoms, type CatalogueAtoms, type CatalogueLoadState } from './catalogueAtoms'
import { createCatalogueImages, type CatalogueImages } from './catalogueImages'
import type { CatalogueScope } from './catalogueScope'
import { fetchFeatured } from './fetchFeatured'
import { fetchRecommended } from './fetchRecommended'
import { findWallet } from './findWallet'
import { preloadImage } from './preloadImage'
import { createWalletCatalogueApi, type WalletCatalogueApi } from './walletCatalogueApi'
import { createWalletPages, type WalletPages } from './walletPages'
import { createWalletSearch, type WalletSearch } from './walletSearch'

export interface CatalogueDependencies {
  api: WalletCatalogueApi
  /** Resolves after `ms`: the search minimum wait. */
  wait: (ms: number) => Promise<void>
  /** Loads an image into the browser cache; undefined on a server, where nothing is preloaded. */
  preload: ((url: string) => Promise<boolean>) | undefined
}

/** The wallet catalogue the views read (atoms) and drive. */
export interface Catalogue extends CatalogueImages, WalletPages, WalletSearch {
  atoms: CatalogueAtoms
  /** One wallet's record by catalogue id, else by display name (see findWallet). */
  findWallet: (id: string, name: string | undefined) => Promise<WalletRecord | undefined>
  fetchFeatured: () => Promise<void>
  fetchRecommended: () => Promise<void>
  /** The first intent: featured and recommended wallets (with their images) and the count. */
  prefetch: () => void
  /** Asks again for whatever failed. */
  retry: () => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The browser's image preload, or none without a window. */
const browserPreload = (win: Window | undefined) =>
  win ? (url: string) => preloadImage(url, { timeoutMs: IMAGE_PRELOAD_TIMEOUT_MS, createImage: () => win.document.createElement('img') }) : undefined

/**
 * The wallet catalogue's actions (SPEC sections 3, 7 and 9) over its atoms. Nothing runs until
 * `prefetch()`, which the shell calls on the first intent; a failed request leaves the other
 * lists and the installed wallets usable and records its message for the views.
 */
export function createCatalogue(ctx: ShellContext, deps: Partial<CatalogueDependencies> = {}): Catalogue {
  const { store, options, log } = ctx
  const atoms = createCatalogueAtoms(ctx.atoms.announcedWallets)
  const api = deps.api ?? createWalletCatalogueApi(ctx.api.walletKit)
  const images = createCatalogueImages(store, atoms.images, api, 'preload' in deps ? deps.preload : browserPreload(ctx.window))
  const chains = () => store.get(ctx.atoms.networks).map((network) => network.caipNetworkId)
  const scope: CatalogueScope = { store, atoms, api, log, images, chains, options }
  const pages = createWalletPages(scope)
  const walletSearch = createWalletSearch(scope, deps.wait ?? sleep)

  let prefetched = false
  return {
    atoms,
    ...images,
    ...pages,
    search: walletSearch.search,
    findWallet: (id, name) => findWallet(scope, id, name),
    fetchFeatured: () => fetchFeatured(scope),
    fetchRecommended: () => fetchRecommended(scope),
    prefetch() {
      if (prefetched) return
      prefetched = true
      void fetchFeatured(scope)
      void fetchRecommended(scope)
    },
    retry() {
      const failed = (state: PrimitiveAtom<CatalogueLoadState>) => store.get(state).status === 'failed'
      if (failed(atoms.featuredState)) void fetchFeatured(scope)
      if (failed(atoms.recommendedState)) void fetchRecommended(scope)
      if (failed(atoms.walletsState)) void pages.fetchNextPage()
      walletSearch.retry()
    },
  }
}
