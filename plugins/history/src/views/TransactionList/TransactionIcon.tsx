import type { UiIconName, UiKit } from '@portico/contracts'
import type { ReactNode } from 'react'
import type { TransactionSummary } from '../../transactions/describeTransaction'
import { transactionKind, type TransactionKind } from '../../transactions/transactionKind'

const KIND_ICONS: Readonly<Record<TransactionKind, UiIconName>> = { send: 'send', receive: 'receive', swap: 'swap', mint: 'plus', approve: 'check' }

const boxStyle = { position: 'relative', flex: 'none', width: 40, height: 40 } as const
const badgeStyle = {
  position: 'absolute', right: -4, bottom: -4, width: 20, height: 20, borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center',
  background: 'var(--portico-item-hover)', boxShadow: '0 0 0 2px var(--portico-item)', color: 'var(--portico-fg)',
} as const
const incomingBadgeStyle = { ...badgeStyle, background: 'var(--portico-success)', color: 'var(--portico-bg)' } as const

/**
 * A transaction's icon: the token's image (its initials without one; an NFT's image square) with
 * a badge of what happened (send, receive, swap, mint, approve), green for what came in.
 */
export function TransactionIcon({ ui, summary, operationType }: { ui: UiKit<ReactNode>; summary: TransactionSummary; operationType: string }) {
  const kind = transactionKind(operationType)
  return (
    <span style={boxStyle} data-kind={kind}>
      <ui.Logo src={summary.iconUrl} name={summary.iconName} size={40} shape={summary.iconShape} />
      {kind ? (
        <span style={summary.incoming || kind === 'receive' ? incomingBadgeStyle : badgeStyle} data-testid="transaction-kind">
          <ui.Icon name={KIND_ICONS[kind]} size={12} />
        </span>
      ) : null}
    </span>
  )
}
