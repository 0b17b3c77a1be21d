import type { RouteState, ViewComponent } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useRef } from 'react'
import { prepareSwap } from '../../actions/prepareSwap'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { fromBaseUnits } from '../../math/baseUnits'
import type { SwapsContext } from '../../swapsContext'
import { QuoteDetails } from '../QuoteDetails'
import { swapStylesRef } from '../styles'
import { uiOf } from '../../ui'
import { createSwapPayField } from './SwapPayField'
import { createSwapProblems } from './SwapProblems'
import { createSwapReceiveField } from './SwapReceiveField'
import { useQuoteLifecycle } from './useQuoteLifecycle'
import { useSwapQuote } from './useSwapQuote'

/** The Swap view: what you pay, what you receive at the latest quote, and the way to the review. */
export function createSwapView(context: SwapsContext): ViewComponent {
  const { host, atoms, api, refresher } = context
  const { Icon } = uiOf(host)
  const PayField = createSwapPayField(host, atoms)
  const ReceiveField = createSwapReceiveField(host, atoms)
  const Problems = createSwapProblems(context)
  return function SwapView() {
    const route = useAtomValue(host.atoms.route)
    const arrival = useRef<RouteState>(route).current
    const tokensError = useAtomValue(atoms.tokensError)
    const source = useAtomValue(atoms.sourceToken)
    const to = useAtomValue(atoms.toToken)
    const amount = useAtomValue(atoms.sourceTokenAmount)
    const setAmount = useSetAtom(atoms.sourceTokenAmount)
    const setSource = useSetAtom(atoms.sourceToken)
    const setTo = useSetAtom(atoms.toToken)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    useQuoteLifecycle(
      { prepare: () => prepareSwap(host, atoms, api, arrival, context.prefilled), refresher, clearError: () => host.store.set(atoms.swapError, undefined) },
      `${source?.address}|${to?.address}|${amount}`,
    )
    const { state, ready, figures } = useSwapQuote(context)
    const switchTokens = () => {
      setSource(to)
      setTo(source)
      if (ready && to) setAmount(fromBaseUnits(ready.toAmount, to.decimals))
    }

    if (tokensError) {
      return (
        <div ref={swapStylesRef} className="view swap-view">
          <p className="swap-error" role="alert">
            {tokensError}
          </p>
        </div>
      )
    }
    return (
      <div ref={swapStylesRef} className="view swap-view">
        <PayField />
        <button type="button" className="link swap-switch" aria-label={t('switchTokens')} onClick={switchTokens}>
          <Icon name="swap" size={18} />
        </button>
        <ReceiveField figures={figures} busy={state === 'GETTING_QUOTE'} />
        {figures && source && to ? <QuoteDetails figures={figures} source={source} to={to} t={t} locale={locale} /> : null}
        <Problems state={state} />
        <button type="button" className="button swap-button" disabled={state !== 'REVIEW'} onClick={() => host.router.push('SwapPreview')}>
          {t(`button.${state}`, { symbol: source?.symbol ?? '' })}
        </button>
      </div>
    )
  }
}
