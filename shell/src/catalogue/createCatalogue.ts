import {
  DEFAULT_DEBOUNCE_MS,
  getErrorMessage,
  IMAGE_PRELOAD_TIMEOUT_MS,
  PRELOADED_IMAGES,
  RECOMMENDED_ENTRIES,
  SEARCH_ENTRIES,
  SEARCH_MIN_WAIT_MS,
  WALLET_PAGE_SIZE,
  type WalletRecord,
} from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ShellContext } from '../core/shellContext'
import { createCatalogueAtoms, EMPTY_SEARCH, type CatalogueLoadState } from './catalogueAtoms'
import type { ImageKind } from './imageKinds'
import { withImage } from './imageStore'
import { preloadImage } from './preloadImage'
import { createWalletCatalogueApi, type WalletCatalogueApi } from './walletCatalogueApi'

export interface CatalogueDependencies {
  api: WalletCatalogueApi
  /** Resolves after `ms`: the search minimum wait. */
  wait: (ms: number) => Promise<void>
  /** Loads an image into the browser cache; undefined on a server, where nothing is preloaded. */
  preload: ((url: string) => Promise<boolean>) | undefined
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The wallet catalogue's actions (SPEC sections 3, 7 and 9) over its atoms. Nothing runs until
 * `prefetch()`, which the shell calls on the first intent; a failed request leaves the other
 * lists and the installed wallets usable and records its message for the views.
 */
export function createCatalogue(ctx: ShellContext, deps: Partial<CatalogueDependencies> = {}) {
  const { store, options, log } = ctx
  const atoms = createCatalogueAtoms(ctx.atoms.announcedWallets)
  const api = deps.api ?? createWalletCatalogueApi(ctx.api.walletKit)
  const wait = deps.wait ?? sleep
  const win = ctx.window
  const preload =
    'preload' in deps
      ? deps.preload
      : win
        ? (url: string) => preloadImage(url, { timeoutMs: IMAGE_PRELOAD_TIMEOUT_MS, createImage: () => win.document.createElement('img') })
        : undefined

  const featuredIds = options.featuredWalletIds ?? []
  const chains = () => store.get(ctx.atoms.networks).map((network) => network.caipNetworkId)
  // Featured wallets have their own group: the other lists leave them out so none shows twice.
  const listFilters = () => ({ chains: chains(), include: options.includeWalletIds, exclude: [...(options.excludeWalletIds ?? []), ...featuredIds] })

  const imageUrl = (kind: ImageKind, id: string) => store.get(atoms.images)[kind][id] ?? api.imageUrl(kind, id)

  /** SPEC section 9: the first 20 images, each given up after 2 s; loaded ones enter the store. */
  const preloadImages = async (kind: ImageKind, ids: readonly string[]) => {
    if (!preload) return
    await Promise.all(
      [...new Set(ids)]
        .slice(0, PRELOADED_IMAGES)
        .filter((id) => !store.get(atoms.images)[kind][id])
        .map(async (id) => {
          const url = api.imageUrl(kind, id)
          if (await preload(url)) store.set(atoms.images, (images) => withImage(images, kind, id, url))
        }),
    )
  }
  const preloadWalletImages = (records: readonly WalletRecord[]) =>
    preloadImages('walletImages', records.slice(0, PRELOADED_IMAGES).flatMap((record) => (record.image_id ? [record.image_id] : [])))

  const load = async (state: PrimitiveAtom<CatalogueLoadState>, what: string, run: () => Promise<void>) => {
    store.set(state, { status: 'loading' })
    try {
      await run()
      store.set(state, { status: 'ready' })
    } catch (error) {
      const message = getErrorMessage(error)
      log.warn(`${what} failed:`, message, error instanceof Error && error.cause !== undefined ? error.cause : '')
      store.set(state, { status: 'failed', error: message })
    }
  }

  const fetchFeatured = () =>
    load(atoms.featuredState, 'featured wallets', async () => {
      // As AppKit: no featured ids, no request (entries would be the featured count, or 4).
      if (featuredIds.length === 0) return
      const { data } = await api.getWallets({ page: 1, entries: featuredIds.length, chains: chains(), include: featuredIds })
      const ordered = [...data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
      await preloadWalletImages(ordered)
      store.set(atoms.featured, ordered)
    })

  const fetchRecommended = () =>
    load(atoms.recommendedState, 'recommended wallets', async () => {
      const { data, count } = await api.getWallets({ page: 1, entries: RECOMMENDED_ENTRIES, ...listFilters() })
      await preloadWalletImages(data)
      store.set(atoms.recommended, data)
      store.set(atoms.count, count)
    })

  let pendingPage: Promise<void> | undefined
  /** Loads `page` (40 wallets) and appends it; pages come in order, so only the next one loads. */
  const fetchWalletsPage = (page: number): Promise<void> => {
    if (pendingPage) return pendingPage
    if (page !== store.get(atoms.page) + 1 || !store.get(atoms.hasMorePages)) return Promise.resolve()
    pendingPage = load(atoms.walletsState, `wallets page ${page}`, async () => {
      const { data, count } = await api.getWallets({ page, entries: WALLET_PAGE_SIZE, ...listFilters() })
      await preloadWalletImages(data)
      // A wallet already listed (a page that repeats the last one) is not listed twice, and a page
      // with nothing new ends the paging whatever the count says.
      const listed = new Set(store.get(atoms.wallets).map((wallet) => wallet.id))
      const fresh = data.filter((wallet) => !listed.has(wallet.id))
      store.set(atoms.wallets, (wallets) => [...wallets, ...fresh])
      if (fresh.length === 0) store.set(atoms.exhausted, true)
      store.set(atoms.count, count)
      store.set(atoms.page, page)
    }).finally(() => {
      pendingPage = undefined
    })
    return pendingPage
  }

  let searchRun = 0
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  const runSearch = async (query: string, run: number) => {
    try {
      // The minimum wait keeps fast answers from flashing the list (SPEC section 9).
      const [{ data }] = await Promise.all([
        api.getWallets({ page: 1, entries: SEARCH_ENTRIES, search: query, chains: chains(), include: options.includeWalletIds, exclude: options.excludeWalletIds }),
        wait(SEARCH_MIN_WAIT_MS),
      ])
      await preloadWalletImages(data)
      if (run === searchRun) store.set(atoms.search, { query, results: data, state: { status: 'ready' } })
    } catch (error) {
      const message = getErrorMessage(error)
      log.warn('wallet search failed:', message)
      if (run === searchRun) store.set(atoms.search, { query, results: [], state: { status: 'failed', error: message } })
    }
  }

  const loaded = () => [store.get(atoms.featured), store.get(atoms.recommended), store.get(atoms.wallets), store.get(atoms.search).results, store.get(atoms.named)].flat()

  /**
   * One wallet's record, by catalogue id, else by its exact display name (a catalogue with other
   * ids than WalletGuide's): from the lists loaded, else asked for (one entry, or a search) and
   * kept in `named`. Undefined when the catalogue has no such wallet or cannot be reached.
   */
  const findWallet = async (id: string, name: string | undefined): Promise<WalletRecord | undefined> => {
    const known = loaded().find((record) => record.id === id || (name !== undefined && record.name === name))
    if (known) return known
    try {
      const filters = { page: 1, chains: chains(), exclude: options.excludeWalletIds }
      const byId = (await api.getWallets({ ...filters, entries: 1, include: [id] })).data.find((record) => record.id === id)
      const found = byId ?? (name ? (await api.getWallets({ ...filters, entries: SEARCH_ENTRIES, search: name })).data.find((record) => record.name === name) : undefined)
      if (found) store.set(atoms.named, (named) => [...named.filter((record) => record.id !== found.id), found])
      return found
    } catch (error) {
      log.warn('wallet lookup failed:', getErrorMessage(error))
      return undefined
    }
  }

  let prefetched = false
  return {
    findWallet,
    atoms,
    /** The URL of an image of any kind: the loaded one from the store, else the API's. */
    imageUrl,
    preloadImages,
    fetchFeatured,
    fetchRecommended,
    fetchWalletsPage,
    /** The page after the last one loaded, if the catalogue has more. */
    fetchNextPage: () => fetchWalletsPage(store.get(atoms.page) + 1),

    /** The first intent: featured and recommended wallets (with their images) and the count. */
    prefetch() {
      if (prefetched) return
      prefetched = true
      void fetchFeatured()
      void fetchRecommended()
    },

    /**
     * Searches the catalogue (100 entries) once typing pauses (500 ms debounce); results show no
     * sooner than 300 ms after the request. An empty query ends the search at once.
     */
    search(query: string) {
      clearTimeout(searchTimer)
      const run = ++searchRun
      const trimmed = query.trim()
      if (!trimmed) {
        store.set(atoms.search, EMPTY_SEARCH)
        return
      }
      store.set(atoms.search, { query: trimmed, results: [], state: { status: 'loading' } })
      searchTimer = setTimeout(() => void runSearch(trimmed, run), DEFAULT_DEBOUNCE_MS)
    },

    /** Asks again for whatever failed. */
    retry() {
      const failed = (state: PrimitiveAtom<CatalogueLoadState>) => store.get(state).status === 'failed'
      if (failed(atoms.featuredState)) void fetchFeatured()
      if (failed(atoms.recommendedState)) void fetchRecommended()
      if (failed(atoms.walletsState)) void fetchWalletsPage(store.get(atoms.page) + 1)
      const search = store.get(atoms.search)
      if (search.state.status === 'failed') {
        const run = ++searchRun
        store.set(atoms.search, { ...search, state: { status: 'loading' } })
        void runSearch(search.query, run)
      }
    },
  }
}

export type Catalogue = ReturnType<typeof createCatalogue>
