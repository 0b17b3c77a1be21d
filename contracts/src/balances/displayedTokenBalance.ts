import { formatBalance } from '../format/formatBalance'
import { formatNumber } from '../format/formatNumber'
import { localizeDecimal } from '../format/localizeDecimal'
import type { Locale } from '../i18n/locale'
import type { TokenBalance } from '../schemas/tokenBalance'
import { balanceInUSD } from './usableBalances'

/**
 * How a token balance reads in a list (SPEC sections 5 and 9): its quantity floored to 3
 * decimals, its worth in USD with 2 decimals (en-US in English), and 0.00 on a testnet, whose
 * tokens are worth nothing whatever a price feed says.
 * @example displayedTokenBalance(pusd, { testnet: false, locale: 'en' }) // { quantity: '1234.567', valueInUSD: '1,234.57' }
 */
export function displayedTokenBalance(balance: TokenBalance, { testnet, locale }: { testnet: boolean; locale: Locale }): { quantity: string; valueInUSD: string } {
  return {
    quantity: localizeDecimal(formatBalance(balance.quantity.numeric), locale),
    valueInUSD: formatNumber(testnet ? 0 : balanceInUSD(balance), locale),
  }
}
