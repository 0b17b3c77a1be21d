import { RECOMMENDED_ENTRIES } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { readRecentWallets } from '../../../persistence/recentWallets'
import { CatalogueError } from '../../components/CatalogueError'
import { walletEntryKey } from '../../components/walletEntry'
import { WalletListButton } from '../../components/WalletListButton'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { uiKit } from '../../../ui/uiKit'
import { allWalletsCountLabel } from './allWalletsCountLabel'
import { connectorGroups } from './connectorGroups'
import { NamespaceWalletItems } from './NamespaceWalletItems'
import { WalletConnectItem } from './WalletConnectItem'

/**
 * The 'wallet' connect method: installed and catalogue wallets in the connector order, a
 * skeleton while the catalogue arrives, then All Wallets with its count. A catalogue failure
 * is said with a Retry; the installed wallets stay usable.
 */
export function WalletSection() {
  const core = useShellCore()
  const { atoms } = core.catalogue
  const installed = useAtomValue(core.atoms.announcedWallets)
  const featured = useAtomValue(atoms.featured)
  const recommended = useAtomValue(atoms.recommended)
  const wallets = useAtomValue(atoms.wallets)
  const count = useAtomValue(atoms.count)
  const featuredState = useAtomValue(atoms.featuredState)
  const recommendedState = useAtomValue(atoms.recommendedState)
  const [expanded, setExpanded] = useState(false)
  // open({ namespace }): only that namespace's wallets (the catalogue's and EIP-6963's are eip155).
  const onlyNamespace = useAtomValue(core.atoms.route).arguments?.namespace
  const evmShown = onlyNamespace === undefined || onlyNamespace === 'eip155'
  const t = useMessages()
  // Read once per visit: recent wallets change only by connecting, which leaves this view.
  const recent = useMemo(() => readRecentWallets(core.storage), [core])

  if (core.features.collapseWallets && !expanded) {
    return (
      <button type="button" className="list-item" onClick={() => setExpanded(true)}>
        <span className="list-item-name">{t('continueWithWallet')}</span>
      </button>
    )
  }

  const groups = evmShown ? connectorGroups({ installed, recent, featured, recommended, known: [...featured, ...recommended, ...wallets] }) : []
  const states = [featuredState, recommendedState]
  // Before intent nothing was asked yet: that too is "on its way", never an empty list.
  const loading = evmShown && states.some((state) => state.status === 'idle' || state.status === 'loading')
  const failure = states.find((state) => state.status === 'failed')
  const showAllWallets = core.features.allWallets && evmShown

  return (
    <>
      <WalletConnectItem />
      <ul className="wallet-list" aria-label={t('walletsLabel')} aria-busy={loading}>
        {groups.flatMap(({ group, entries }) =>
          entries.map((entry) => (
            <li key={walletEntryKey(entry)} data-group={group}>
              <WalletListButton entry={entry} />
            </li>
          )),
        )}
        <NamespaceWalletItems only={onlyNamespace} />
        {loading
          ? Array.from({ length: RECOMMENDED_ENTRIES }, (_, index) => (
              <li key={`skeleton-${index}`} aria-hidden="true">
                <div className="list-item skeleton" data-testid="wallet-skeleton" />
              </li>
            ))
          : null}
        {showAllWallets ? (
          <li>
            <button type="button" className="list-item" onClick={() => core.modal.push('AllWallets')}>
              <span className="all-wallets-icon" aria-hidden="true" />
              <span className="list-item-name">{t('title.AllWallets')}</span>
              {count > 0 ? (
                <span className="tag" data-testid="all-wallets-count">
                  {allWalletsCountLabel(count)}
                </span>
              ) : null}
              <uiKit.Icon name="chevronRight" size={16} />
            </button>
          </li>
        ) : null}
      </ul>
      {evmShown && failure?.status === 'failed' ? <CatalogueError message={t('walletListUnavailable', { error: failure.error })} onRetry={core.catalogue.retry} /> : null}
      {!loading && groups.length === 0 && !showAllWallets ? (
        <p className="muted" role="status">
          {t('noWalletFound')}
        </p>
      ) : null}
    </>
  )
}
