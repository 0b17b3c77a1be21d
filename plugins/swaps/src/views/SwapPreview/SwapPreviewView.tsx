import { parseCaipAddress, truncateAddress } from '@portico/contracts'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { swapTokens } from '../../actions/swapTokens'
import { swapRoutersFor } from '../../guard/swapRouters'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { toBaseUnits } from '../../math/baseUnits'
import { quoteFigures } from '../../quote/quoteFigures'
import { quoteKey } from '../../quote/refreshQuote'
import type { SwapsContext } from '../../swapsContext'
import { swapsOptions } from '../../swapsOptions'
import { isNativeToken } from '../../tokens'
import { QuoteDetails, showAmount } from '../QuoteDetails'
import { swapStylesRef } from '../styles'

/**
 * The review: what is paid and received, the quote's details (kept fresh every 10 s), and Swap,
 * or Approve first when the router may not spend enough of the token (the wallet then asks twice).
 */
export function createSwapPreviewView(context: SwapsContext) {
  const { host, atoms, api, refresher } = context
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
    const [needsApproval, setNeedsApproval] = useState(false)
    const [unlimited, setUnlimited] = useAtom(atoms.unlimitedApproval)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const fromAmount = source ? toBaseUnits(amount, source.decimals) : undefined

    useEffect(() => {
      refresher.start()
      return () => refresher.stop()
    }, [])
    useEffect(() => {
      if (!source || !caipAddress || !fromAmount || isNativeToken(source)) return
      let current = true
      api.allowance({ tokenAddress: source.address, userAddress: caipAddress }).then(
        (allowance) => current && setNeedsApproval(allowance < fromAmount),
        () => current && setNeedsApproval(true),
      )
      return () => {
        current = false
      }
    }, [source?.address, caipAddress, fromAmount])

    const ready = quote.status === 'ready' && quote.key === quoteKey(host, atoms) ? quote : undefined
    if (!source || !to || !ready || !fromAmount) return <div className="view list-item skeleton" role="status" />
    const figures = quoteFigures({ source, to, fromAmount: ready.fromAmount, toAmount: ready.toAmount, prices, nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH', gasPrice })
    const busy = step !== 'idle'
    // The approval names who may spend and how much: exactly the swap's amount unless the user chose unlimited.
    const routers = caipAddress ? swapRoutersFor(swapsOptions(host).swapRouters, Number(parseCaipAddress(caipAddress).chainId)) : []
    const router = routers.map((known) => truncateAddress(known)).join(' / ')
    const label = step === 'approving' ? t('approving', { symbol: source.symbol }) : step === 'swapping' ? t('swapping') : needsApproval ? t('approve', { symbol: source.symbol }) : t('swap')
    return (
      <div ref={swapStylesRef} className="view swap-view">
        <dl className="swap-details">
          <dt>{t('youPay')}</dt>
          <dd data-testid="swap-preview-pay">{showAmount(fromAmount, source, locale)}</dd>
          <dt>{t('youReceive')}</dt>
          <dd data-testid="swap-preview-receive">{showAmount(figures.toAmount, to, locale)}</dd>
        </dl>
        <QuoteDetails figures={figures} source={source} to={to} t={t} locale={locale} />
        {needsApproval ? (
          <div className="swap-details">
            <p className="muted small" data-testid="swap-approval">
              {unlimited ? t('approveUnlimited', { router, symbol: source.symbol }) : t('approveExact', { router, amount: showAmount(fromAmount, source, locale) })}
            </p>
            <label className="small">
              <input type="checkbox" checked={unlimited} disabled={busy} onChange={(event) => setUnlimited(event.target.checked)} /> {t('allowUnlimited', { symbol: source.symbol })}
            </label>
          </div>
        ) : null}
        {busy ? (
          <p className="muted small" role="status">
            {t('reviewInWallet')}
          </p>
        ) : null}
        <div className="swap-row">
          <button type="button" className="list-item" style={{ justifyContent: 'center' }} disabled={busy} onClick={() => host.router.goBack()}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button swap-button"
            disabled={busy}
            onClick={() => void swapTokens(host, atoms, api, (summary) => host.store.get(host.i18n.translator(swapsCatalogue))('swapped', summary))}
          >
            {label}
          </button>
        </div>
      </div>
    )
  }
}
