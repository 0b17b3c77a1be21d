import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { FetchTransactions } from '../../actions/fetchTransactions'
import type { HistoryAtoms } from '../../atoms'
import { accountNfts } from '../../nfts/accountNfts'
import { uiOf } from '../../ui'

const gridStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 } as const
const cardStyle = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 } as const
// The tile's image fills its cell (a third of the card), cropped to its square.
const previewStyle = { width: '100%', aspectRatio: '1', overflow: 'hidden', borderRadius: 12, display: 'grid', placeItems: 'center' } as const

/**
 * The Account view's NFTs tab: the NFTs the account's history holds on the active network (name
 * and preview, spam hidden), read from the same pages as Activity; older pages on request. An
 * honest empty state when the history has none.
 */
export function createNftsTab(host: PluginHost, atoms: HistoryAtoms, fetchTransactions: FetchTransactions) {
  const { Logo } = uiOf(host)
  return function NftsTab() {
    const { caipAddress } = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const transactions = useAtomValue(atoms.transactions)
    const fetchedFor = useAtomValue(atoms.fetchedFor)
    const loading = useAtomValue(atoms.loading)
    const next = useAtomValue(atoms.next)
    const t = useAtomValue(atoms.messages)
    const load = (reset: boolean) => fetchTransactions({ reset }).catch((error: unknown) => host.log.warn('nfts:', error))

    // The Activity tab may have read this account's pages already: they serve here too.
    useEffect(() => {
      if (caipAddress && fetchedFor !== caipAddress) void load(true)
    }, [caipAddress])

    if (!caipAddress) return null
    const nfts = fetchedFor === caipAddress ? accountNfts(transactions, network?.caipNetworkId) : []
    return (
      <div className="nfts-tab" aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {nfts.length > 0 ? (
          <ul style={gridStyle} aria-label={t('yourNfts')}>
            {nfts.map((nft) => (
              <li key={nft.name} style={cardStyle} data-testid="nft">
                {/* Data, never markup: only an http(s) image becomes a src; else (or when it fails) the collection's initials. */}
                <span className="nft-preview" style={previewStyle}>
                  <Logo src={nft.previewUrl} name={nft.name} size={112} shape="square" />
                </span>
                <span className="small" data-testid="nft-name" style={{ overflowWrap: 'anywhere' }}>
                  {nft.name}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {loading ? <div className="list-item skeleton" role="status" aria-label={t('loadingNfts')} /> : null}
        {!loading && nfts.length === 0 ? (
          <p className="muted" style={{ textAlign: 'center' }} data-testid="nfts-empty">
            {next === undefined ? t('noNfts') : t('noRecentNfts')}
          </p>
        ) : null}
        {!loading && next !== undefined ? (
          <button type="button" className="link" onClick={() => void load(false)}>
            {t('olderNfts')}
          </button>
        ) : null}
      </div>
    )
  }
}
