import { uiOf } from '../../ui'
import { errorCatalogue, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useRef } from 'react'
import type { FetchTransactions } from '../../actions/fetchTransactions'
import type { HistoryAtoms } from '../../atoms'
import { TransactionGroupSection } from './TransactionGroupSection'
import { useLoadAtEnd } from './useLoadAtEnd'
import { useTransactionsRefresh } from './useTransactionsRefresh'

/**
 * The account's transactions by year then month, fetched afresh on mount and when the account,
 * network or native balance changes (a send made since shows), and page by page as the end of the
 * list scrolls into view.
 */
export function TransactionList({ host, atoms, fetchTransactions }: { host: PluginHost; atoms: HistoryAtoms; fetchTransactions: FetchTransactions }) {
  const groups = useAtomValue(atoms.grouped)
  const loading = useAtomValue(atoms.loading)
  const empty = useAtomValue(atoms.empty)
  const failed = useAtomValue(atoms.failed)
  const spec = useAtomValue(host.i18n.translator(errorCatalogue))
  const next = useAtomValue(atoms.next)
  const capped = useAtomValue(atoms.capped)
  const transactions = useAtomValue(atoms.transactions)
  const t = useAtomValue(atoms.messages)
  const locale = useAtomValue(host.i18n.locale)
  const end = useRef<HTMLDivElement>(null)
  const load = (reset: boolean) => fetchTransactions({ reset }).catch((error: unknown) => host.log.warn('activity:', error))

  useTransactionsRefresh(host, () => void load(true))
  useLoadAtEnd(end, { next, loading, count: transactions.length }, () => void load(false))

  const currentYear = new Date().getUTCFullYear()
  return (
    <div className="transaction-list" aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', gap: 12, width: '100%', textAlign: 'start' }}>
      {groups.map((group) => (
        <TransactionGroupSection key={`${group.year}-${group.month}`} group={group} currentYear={currentYear} t={t} locale={locale} ui={uiOf(host)} />
      ))}
      {loading ? <div className="list-item skeleton" role="status" aria-label={t('loadingTransactions')} /> : null}
      {capped ? (
        <p className="muted small" data-testid="transactions-capped" style={{ textAlign: 'center' }}>
          {t('latestOnly', { count: transactions.length.toLocaleString(locale) })}
        </p>
      ) : null}
      {failed && !loading ? (
        <div className="transactions-failed" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <p className="alert" role="alert" style={{ margin: 0 }}>
            {spec('UserMessages.FAILED_TO_FETCH_TRANSACTIONS')}
          </p>
          <button type="button" className="link" onClick={() => void load(true)}>
            {t('retry')}
          </button>
        </div>
      ) : empty && !loading ? (
        <p className="muted" style={{ textAlign: 'center' }}>
          {t('noActivity')}
        </p>
      ) : null}
      <div ref={end} data-testid="transactions-end" style={{ height: 1 }} />
    </div>
  )
}
