import { transactionGroupTitle, type Locale, type TransactionGroup, type Translate, type UiKit } from '@portico/contracts'
import type { ReactNode } from 'react'
import type { HistoryMessageKey } from '../../i18n/historyCatalogue'
import { TransactionRow } from './TransactionRow'

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 } as const

export interface TransactionGroupSectionProps {
  group: TransactionGroup
  currentYear: number
  t: Translate<HistoryMessageKey>
  locale: Locale
  ui: UiKit<ReactNode>
}

/** One month's transactions under its title ('This month', 'March', 'March 2023'). */
export function TransactionGroupSection({ group, currentYear, t, locale, ui }: TransactionGroupSectionProps) {
  const title = transactionGroupTitle(group.year, group.month, currentYear, locale)
  return (
    <section aria-label={title} data-testid="transaction-group">
      <h3 className="muted small" style={{ margin: '0 0 6px', fontWeight: 600 }}>
        {title}
      </h3>
      <ul style={listStyle}>
        {group.transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} t={t} locale={locale} ui={ui} />
        ))}
      </ul>
    </section>
  )
}
