import { isImageUrl, type Transaction } from '@portico/contracts'
import { describeTransaction } from '../../transactions/describeTransaction'
import { formatRelativeTime } from '../../transactions/formatRelativeTime'

const iconStyle = { width: 32, height: 32, borderRadius: '50%', objectFit: 'cover', background: 'var(--portico-item-hover)', flex: 'none' } as const

/** One transaction: icon, operation type, what moved, and how long ago. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { title, description, iconUrl, status } = describeTransaction(transaction)
  const minedAt = new Date(transaction.metadata.minedAt)
  return (
    <li className="list-item" data-testid="transaction" style={{ cursor: 'default', outline: 'none' }}>
      {iconUrl && isImageUrl(iconUrl) ? <img src={iconUrl} alt="" style={iconStyle} /> : <span aria-hidden="true" style={iconStyle} />}
      <span className="list-item-name" style={{ minWidth: 0 }}>
        <span data-testid="transaction-title">{title}</span>
        {status === 'failed' ? <span className="muted small"> (failed)</span> : null}
        <br />
        <span className="muted small" data-testid="transaction-description" style={{ overflowWrap: 'anywhere' }}>
          {description}
        </span>
      </span>
      <time className="muted small" dateTime={transaction.metadata.minedAt} title={minedAt.toUTCString()}>
        {formatRelativeTime(minedAt)}
      </time>
    </li>
  )
}
