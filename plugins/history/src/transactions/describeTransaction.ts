import { formatBalance, localizeDecimal, operationTypeSign, type Locale, type Transaction, type TransactionTransfer } from '@portico/contracts'

export interface TransactionSummary {
  /** 'Send', 'Receive', 'Deposit' ... */
  title: string
  /** '+1.5 ETH', '-20 USDC', 'Portico Pass #3', 'Approve' when nothing moved. */
  description: string
  /** An icon of the first transfer, if the API has one. */
  iconUrl: string | undefined
  /** What the icon stands for (the token's symbol, the NFT's name): its initials stand in for a missing image. */
  iconName: string
  /** An NFT's image is square, a token's round. */
  iconShape: 'circle' | 'square'
  /** Something came in (a '+' operation): drawn green. */
  incoming: boolean
  status: string
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function describeTransfer(transfer: TransactionTransfer, sign: string, locale: Locale): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${localizeDecimal(formatBalance(transfer.quantity.numeric), locale)} ${symbol}`.trim()
}

/**
 * A transaction as one list row: its operation type, its transfers with the type's sign
 * (SPEC section 9: + receive, deposit, borrow, claim; - withdraw, repay, burn), amounts written
 * the locale's way.
 * @example describeTransaction(receiveOneEth).description // '+1 ETH'
 */
export function describeTransaction(transaction: Transaction, locale: Locale = 'en'): TransactionSummary {
  const { operationType, status } = transaction.metadata
  const sign = operationTypeSign(operationType)
  const [first] = transaction.transfers
  return {
    title: capitalize(operationType.replace(/_/g, ' ')),
    description: transaction.transfers.length === 0 ? capitalize(operationType) : transaction.transfers.map((t) => describeTransfer(t, sign, locale)).join(' · '),
    iconUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url ?? undefined,
    iconName: first?.fungible_info?.symbol ?? first?.nft_info?.name ?? operationType,
    iconShape: first?.nft_info ? 'square' : 'circle',
    incoming: sign === '+',
    status,
  }
}
