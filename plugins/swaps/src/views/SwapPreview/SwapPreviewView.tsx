import { formatNumber, type ViewComponent } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { swapTokens } from '../../actions/swapTokens'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { toBaseUnits } from '../../math/baseUnits'
import { quoteFigures } from '../../quote/quoteFigures'
import { quoteKey } from '../../quote/refreshQuote'
import type { SwapsContext } from '../../swapsContext'
import { QuoteDetails } from '../QuoteDetails'
import { uiOf } from '../../ui'
import { swapStylesRef } from '../styles'
import { createApprovalNote } from './ApprovalNote'
import { SwapLeg } from './SwapLeg'
import { swapActionLabel } from './swapActionLabel'
import { useNeedsApproval } from './useNeedsApproval'

/**
 * The review: what is paid and what is received, large, with logos and USD worth; the quote's
 * details below, secondary (kept fresh every 10 s; the price impact amber above 1 %, red above 5 %);
 * Cancel and Swap side by side, or Approve first when the router may not spend enough of the token.
 */
export function createSwapPreviewView(context: SwapsContext): ViewComponent {
  const { host, atoms, api, refresher } = context
  const ApprovalNote = createApprovalNote(host, atoms)
  const { Icon } = uiOf(host)
  const swap = () => void swapTokens(host, atoms, api, (summary) => host.store.get(host.i18n.translator(swapsCatalogue))('swapped', summary))
  return function SwapPreviewView() {
    const source = useAtomValue(atoms.sourceToken)
    const to = useAtomValue(atoms.toToken)
    const amount = useAtomValue(atoms.sourceTokenAmount)
    const quote = useAtomValue(atoms.quote)
    const prices = useAtomValue(atoms.prices)
    const gasPrice = useAtomValue(atoms.gasPrice)
    const step = useAtomValue(atoms.step)
    const network = useAtomValue(host.atoms.network)
    const { caipAddress } = useAtomValue(host.atoms.account)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const fromAmount = source ? toBaseUnits(amount, source.decimals) : undefined
    useEffect(() => {
      refresher.start()
      return () => refresher.stop()
    }, [])
    const needsApproval = useNeedsApproval(context, source, caipAddress, fromAmount)

    const ready = quote.status === 'ready' && quote.key === quoteKey(host, atoms) ? quote : undefined
    if (!source || !to || !ready || !fromAmount) return <div className="view list-item skeleton" role="status" />
    const figures = quoteFigures({ source, to, fromAmount: ready.fromAmount, toAmount: ready.toAmount, prices, nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH', gasPrice })
    const busy = step !== 'idle'
    const usd = (amount: number | undefined) => (amount === undefined ? '' : t('usd', { amount: formatNumber(amount, locale) }))
    return (
      <div ref={swapStylesRef} className="view swap-view">
        <div className="swap-legs">
          <SwapLeg host={host} label={t('youPay')} token={source} amount={fromAmount} usd={usd(figures.fromValueInUSD)} locale={locale} testId="swap-preview-pay" />
          <span className="swap-legs-arrow" aria-hidden="true">
            <Icon name="receive" size={16} />
          </span>
          <SwapLeg host={host} label={t('youReceive')} token={to} amount={figures.toAmount} usd={usd(figures.toValueInUSD)} locale={locale} testId="swap-preview-receive" />
        </div>
        <QuoteDetails figures={figures} source={source} to={to} t={t} locale={locale} />
        {needsApproval ? <ApprovalNote source={source} fromAmount={fromAmount} busy={busy} /> : null}
        {busy ? (
          <p className="muted small" role="status">
            {t('reviewInWallet')}
          </p>
        ) : null}
        <div className="swap-actions">
          <button type="button" className="list-item" disabled={busy} onClick={() => host.router.goBack()}>
            {t('cancel')}
          </button>
          <button type="button" className="button swap-button" disabled={busy} onClick={swap}>
            {swapActionLabel(t, { step, needsApproval, symbol: source.symbol })}
          </button>
        </div>
      </div>
    )
  }
}
