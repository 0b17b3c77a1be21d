import { formatBalance, operationTypeSign, type Transaction, type TransactionTransfer } from '@portico/contracts'

export interface TransactionSummary {
  /** 'Send', 'Receive', 'Deposit' ... */
  title: string
  /** '+1.5 ETH', '-20 USDC', 'Portico Pass #3', 'Approve' when nothing moved. */
  description: string
  /** An icon of the first transfer, if the API has one. */
  iconUrl: string | undefined
  status: string
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function describeTransfer(transfer: TransactionTransfer, sign: string): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatBalance(transfer.quantity.numeric)} ${symbol}`.trim()
}

/**
 * A transaction as one list row: its operation type, its transfers with the type's sign
 * (SPEC section 9: + receive, deposit, borrow, claim; - withdraw, repay, burn).
 * @example describeTransaction(receiveOneEth).description // '+1 ETH'
 */
export function describeTransaction(transaction: Transaction): TransactionSummary {
  const { operationType, status } = transaction.metadata
  const sign = operationTypeSign(operationType)
  const [first] = transaction.transfers
  return {
    title: capitalize(operationType.replace(/_/g, ' ')),
    description: transaction.transfers.length === 0 ? capitalize(operationType) : transaction.transfers.map((t) => describeTransfer(t, sign)).join(' · '),
    iconUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url ?? undefined,
    status,
  }
}
