import { WALLET_PAGE_SIZE } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { CatalogueError } from '../../components/CatalogueError'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { allWalletsEntries, searchEntries } from './allWalletsEntries'
import { WalletGrid } from './WalletGrid'

/** Two rows of skeleton tiles while a search runs. */
const SEARCH_PLACEHOLDERS = 8

/**
 * Every wallet: installed first, then the catalogue 40 at a time as the list scrolls, and a
 * search over the whole catalogue. Also the first view on mobile without adapters (SPEC
 * section 2), so it loads what it needs itself.
 */
export function AllWalletsView() {
  const core = useShellCore()
  const { catalogue } = core
  const { atoms } = catalogue
  const installed = useAtomValue(core.atoms.announcedWallets)
  const featured = useAtomValue(atoms.featured)
  const wallets = useAtomValue(atoms.wallets)
  const walletsState = useAtomValue(atoms.walletsState)
  const hasMore = useAtomValue(atoms.hasMorePages)
  const count = useAtomValue(atoms.count)
  const search = useAtomValue(atoms.search)
  const [query, setQuery] = useState(search.query)
  const t = useMessages()

  useEffect(() => {
    void catalogue.fetchWalletsPage(1)
    // Leaving the view ends its search, so coming back shows the whole list.
    return () => catalogue.search('')
  }, [catalogue])

  const searching = query.trim() !== ''
  const state = searching ? search.state : walletsState
  const loading = state.status === 'loading' || (!searching && state.status === 'idle')
  const entries = searching ? searchEntries({ installed, results: search.results, query }) : allWalletsEntries({ installed, featured, wallets })
  const remaining = wallets.length === 0 ? WALLET_PAGE_SIZE : Math.min(WALLET_PAGE_SIZE, Math.max(0, count - wallets.length))
  const placeholders = loading ? (searching ? SEARCH_PLACEHOLDERS : remaining) : 0

  return (
    <div className="view all-wallets-view">
      <input
        type="search"
        className="search-input"
        placeholder={t('searchWallet')}
        aria-label={t('searchWallet')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value)
          catalogue.search(event.currentTarget.value)
        }}
      />
      {state.status === 'failed' ? (
        <CatalogueError message={t(searching ? 'walletSearchUnavailable' : 'walletListUnavailable', { error: state.error })} onRetry={catalogue.retry} />
      ) : null}
      {searching && state.status === 'ready' && entries.length === 0 ? (
        <p className="muted all-wallets-empty" role="status">
          {t('noWalletFoundSearch')}
        </p>
      ) : (
        <WalletGrid
          // A new list starts at its top.
          key={searching ? 'search' : 'all'}
          entries={entries}
          placeholders={placeholders}
          // Exact once every page is in; until then the API's count is the best guess.
          setSize={searching || !hasMore ? entries.length : Math.max(count, entries.length)}
          label={t(searching ? 'searchResults' : 'allWalletsLabel')}
          onEndReached={!searching && hasMore && state.status !== 'failed' ? catalogue.fetchNextPage : undefined}
        />
      )}
    </div>
  )
}
