import type { Locale, Transaction, Translate, UiKit } from '@portico/contracts'
import { memo, type ReactNode } from 'react'
import { historyCatalogue, type HistoryMessageKey } from '../../i18n/historyCatalogue'
import { describeTransaction } from '../../transactions/describeTransaction'
import { formatRelativeTime } from '../../transactions/formatRelativeTime'
import { TransactionIcon } from './TransactionIcon'

// Off-screen rows skip style, layout and paint (a history of thousands stays smooth to scroll);
// the intrinsic size keeps the scrollbar honest until a row is first laid out.
const rowStyle = { cursor: 'default', outline: 'none', contentVisibility: 'auto', containIntrinsicSize: 'auto 56px' } as const
const incomingStyle = { overflowWrap: 'anywhere', color: 'var(--portico-success)' } as const

/** An operation type the catalogue names ('send' -> 'operation.send'), else the API's word capitalised. */
function operationTitle(t: Translate<HistoryMessageKey>, operationType: string, english: string): string {
  const key = `operation.${operationType}`
  return key in historyCatalogue.en ? t(key as HistoryMessageKey) : english
}

/**
 * One transaction: icon, operation type, what moved, and how long ago. Memoised: a new page
 * renders its own rows only, not every row already shown.
 */
export const TransactionRow = memo(function TransactionRow({ transaction, t, locale, ui }: { transaction: Transaction; t: Translate<HistoryMessageKey>; locale: Locale; ui: UiKit<ReactNode> }) {
  const summary = describeTransaction(transaction, locale)
  const { title, description, status } = summary
  const { operationType } = transaction.metadata
  // A description that names no transfer is the operation type.
  const shownDescription = transaction.transfers.length === 0 ? operationTitle(t, operationType, description) : description
  const minedAt = new Date(transaction.metadata.minedAt)
  return (
    <li className="list-item" data-testid="transaction" style={rowStyle}>
      <TransactionIcon ui={ui} summary={summary} operationType={operationType} />
      <span className="list-item-name" style={{ minWidth: 0 }}>
        <span data-testid="transaction-title">{operationTitle(t, operationType, title)}</span>
        {status === 'failed' ? <span className="muted small"> {t('failed')}</span> : null}
        <br />
        <span className="muted small" data-testid="transaction-description" data-incoming={summary.incoming || undefined} style={summary.incoming ? incomingStyle : { overflowWrap: 'anywhere' }}>
          {/* Isolated: '+0.15 ETH' keeps its order inside a right-to-left row. */}
          <bdi>{shownDescription}</bdi>
        </span>
      </span>
      <time className="muted small" dateTime={transaction.metadata.minedAt} title={minedAt.toUTCString()}>
        {formatRelativeTime(minedAt, new Date(), locale)}
      </time>
    </li>
  )
})
