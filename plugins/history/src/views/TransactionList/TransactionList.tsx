import { errorCatalogue, transactionGroupTitle, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import type { FetchTransactions } from '../../actions/fetchTransactions'
import type { HistoryAtoms } from '../../atoms'
import { TransactionRow } from './TransactionRow'

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 } as const

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

  // Read afresh on mount and for another account or network (a switch keeps this list mounted).
  const { balance, caipAddress } = useAtomValue(host.atoms.account)
  useEffect(() => {
    if (caipAddress) void load(true)
  }, [caipAddress])

  // The native balance moved from one known value to another: something happened on chain for
  // this account (a send from this modal, a transfer in), so the newest page is read again.
  const shownBalance = useRef(balance)
  useEffect(() => {
    const previous = shownBalance.current
    shownBalance.current = balance
    if (previous !== undefined && balance !== undefined && previous !== balance) void load(true)
  }, [balance])

  // Re-observed after every page: a page that adds nothing visible (all spam) leaves the end in
  // view, and only a fresh observe reports that.
  useEffect(() => {
    const target = end.current
    if (!target || next === undefined || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load(false)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, loading, transactions.length])

  const currentYear = new Date().getUTCFullYear()
  return (
    <div className="transaction-list" aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', gap: 12, width: '100%', textAlign: 'start' }}>
      {groups.map((group) => {
        const title = transactionGroupTitle(group.year, group.month, currentYear, locale)
        return (
          <section key={`${group.year}-${group.month}`} aria-label={title} data-testid="transaction-group">
            <h3 className="muted small" style={{ margin: '0 0 6px', fontWeight: 600 }}>
              {title}
            </h3>
            <ul style={listStyle}>
              {group.transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} t={t} locale={locale} />
              ))}
            </ul>
          </section>
        )
      })}
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
