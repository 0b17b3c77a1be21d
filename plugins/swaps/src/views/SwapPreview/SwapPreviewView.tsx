import type { ViewComponent } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { swapTokens } from '../../actions/swapTokens'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { toBaseUnits } from '../../math/baseUnits'
import { quoteFigures } from '../../quote/quoteFigures'
import { quoteKey } from '../../quote/refreshQuote'
import type { SwapsContext } from '../../swapsContext'
import { QuoteDetails, showAmount } from '../QuoteDetails'
import { swapStylesRef } from '../styles'
import { createApprovalNote } from './ApprovalNote'
import { swapActionLabel } from './swapActionLabel'
import { useNeedsApproval } from './useNeedsApproval'

/**
 * The review: what is paid and received, the quote's details (kept fresh every 10 s), and Swap,
 * or Approve first when the router may not spend enough of the token (the wallet then asks twice).
 */
export function createSwapPreviewView(context: SwapsContext): ViewComponent {
  const { host, atoms, api, refresher } = context
  const ApprovalNote = createApprovalNote(host, atoms)
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
    return (
      <div ref={swapStylesRef} className="view swap-view">
        <dl className="swap-details">
          <dt>{t('youPay')}</dt>
          <dd data-testid="swap-preview-pay">{showAmount(fromAmount, source, locale)}</dd>
          <dt>{t('youReceive')}</dt>
          <dd data-testid="swap-preview-receive">{showAmount(figures.toAmount, to, locale)}</dd>
        </dl>
        <QuoteDetails figures={figures} source={source} to={to} t={t} locale={locale} />
        {needsApproval ? <ApprovalNote source={source} fromAmount={fromAmount} busy={busy} /> : null}
        {busy ? (
          <p className="muted small" role="status">
            {t('reviewInWallet')}
          </p>
        ) : null}
        <div className="swap-row">
          <button type="button" className="list-item" style={{ justifyContent: 'center' }} disabled={busy} onClick={() => host.router.goBack()}>
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
