import { formatBalance, formatNumber, localizeDecimal, SWAP_SLIPPAGE_TOLERANCE, type Locale, type Translate } from '@portico/contracts'
import type { SwapToken } from '../api/schemas'
import type { SwapsMessageKey } from '../i18n/swapsCatalogue'
import { fromBaseUnits } from '../math/baseUnits'
import { priceImpactLevel } from '../quote/priceImpactLevel'
import type { QuoteFigures } from '../quote/quoteFigures'

/** Token amounts as the modal shows balances: floored to 3 decimals, in the locale's digits. */
export const showAmount = (amount: bigint, token: SwapToken, locale: Locale) => `${localizeDecimal(formatBalance(fromBaseUnits(amount, token.decimals)), locale)} ${token.symbol}`

/** The quote's rate, price impact (its level drawn: amber above 1 %, red above 5 %), minimum received, network fee and slippage. */
export function QuoteDetails(props: { figures: QuoteFigures; source: SwapToken; to: SwapToken; t: Translate<SwapsMessageKey>; locale: Locale }) {
  const { figures, source, to, t, locale } = props
  const rate = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(figures.rate)
  return (
    <dl className="swap-details">
      <dt>{t('rateLabel')}</dt>
      <dd data-testid="swap-rate">{t('rate', { from: source.symbol, rate, to: to.symbol })}</dd>
      <dt>{t('priceImpact')}</dt>
      <dd data-testid="swap-price-impact" data-level={priceImpactLevel(figures.priceImpact)}>{figures.priceImpact === undefined ? '-' : `${formatNumber(figures.priceImpact, locale)}%`}</dd>
      <dt>{t('minimumReceived')}</dt>
      <dd data-testid="swap-minimum-received">{showAmount(figures.minimumReceived, to, locale)}</dd>
      <dt>{t('networkFee')}</dt>
      <dd data-testid="swap-network-fee">{figures.networkFeeInUSD === undefined ? '-' : t('usd', { amount: formatNumber(figures.networkFeeInUSD, locale) })}</dd>
      <dt>{t('slippage')}</dt>
      <dd data-testid="swap-slippage">{`${SWAP_SLIPPAGE_TOLERANCE}%`}</dd>
    </dl>
  )
}
