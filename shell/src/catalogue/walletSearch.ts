import { DEFAULT_DEBOUNCE_MS, getErrorMessage, SEARCH_ENTRIES, SEARCH_MIN_WAIT_MS } from '@portico/contracts'
import { EMPTY_SEARCH } from './catalogueAtoms'
import type { CatalogueScope } from './catalogueScope'

/** The catalogue search of the All Wallets view. */
export interface WalletSearch {
  /**
   * Searches the catalogue (100 entries) once typing pauses (500 ms debounce); results show no
   * sooner than 300 ms after the request. An empty query ends the search at once.
   */
  search: (query: string) => void
  /** Asks again for a search that failed. */
  retry: () => void
}

/**
 * Only the newest search writes its results: an older one answering late is dropped.
 * @param wait resolves after `ms`: the minimum wait.
 * @example createWalletSearch(scope, sleep).search('rain')
 */
export function createWalletSearch(scope: CatalogueScope, wait: (ms: number) => Promise<void>): WalletSearch {
  const { store, atoms, api, images, options, log } = scope
  let latest = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = async (query: string, id: number) => {
    try {
      // The minimum wait keeps fast answers from flashing the list (SPEC section 9).
      const [{ data }] = await Promise.all([
        api.getWallets({ page: 1, entries: SEARCH_ENTRIES, search: query, chains: scope.chains(), include: options.includeWalletIds, exclude: options.excludeWalletIds }),
        wait(SEARCH_MIN_WAIT_MS),
      ])
      await images.preloadWalletImages(data)
      if (id === latest) store.set(atoms.search, { query, results: data, state: { status: 'ready' } })
    } catch (error) {
      const message = getErrorMessage(error)
      log.warn('wallet search failed:', message)
      if (id === latest) store.set(atoms.search, { query, results: [], state: { status: 'failed', error: message } })
    }
  }
  return {
    search(query) {
      clearTimeout(timer)
      const id = ++latest
      const trimmed = query.trim()
      if (!trimmed) {
        store.set(atoms.search, EMPTY_SEARCH)
        return
      }
      store.set(atoms.search, { query: trimmed, results: [], state: { status: 'loading' } })
      timer = setTimeout(() => void run(trimmed, id), DEFAULT_DEBOUNCE_MS)
    },
    retry() {
      const current = store.get(atoms.search)
      if (current.state.status !== 'failed') return
      const id = ++latest
      store.set(atoms.search, { ...current, state: { status: 'loading' } })
      void run(current.query, id)
    },
  }
}
