import { formatBalance, formatNumber, localizeDecimal, type RouteState } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useRef } from 'react'
import { prepareSwap } from '../../actions/prepareSwap'
import type { SwapToken } from '../../api/schemas'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { fromBaseUnits, toBaseUnits, toTokens } from '../../math/baseUnits'
import { quoteFigures } from '../../quote/quoteFigures'
import { quoteKey } from '../../quote/refreshQuote'
import type { SwapsContext } from '../../swapsContext'
import { swapButtonState } from '../../validation/swapButtonState'
import { QuoteDetails, showAmount } from '../QuoteDetails'
import { swapStylesRef } from '../styles'
import { uiOf } from '../../ui'
import { useQuoteLifecycle } from './useQuoteLifecycle'

/** The Swap view: what you pay, what you receive at the latest quote, and the way to the review. */
export function createSwapView(context: SwapsContext) {
  const { host, atoms, api, refresher } = context
  const { Logo, Icon } = uiOf(host)
  return function SwapView() {
    const route = useAtomValue(host.atoms.route)
    const arrival = useRef<RouteState>(route).current
    const tokensError = useAtomValue(atoms.tokensError)
    const source = useAtomValue(atoms.sourceToken)
    const to = useAtomValue(atoms.toToken)
    const amount = useAtomValue(atoms.sourceTokenAmount)
    const balances = useAtomValue(atoms.balances)
    const prices = useAtomValue(atoms.prices)
    const gasPrice = useAtomValue(atoms.gasPrice)
    const quote = useAtomValue(atoms.quote)
    const swapError = useAtomValue(atoms.swapError)
    const network = useAtomValue(host.atoms.network)
    useAtomValue(host.atoms.account)
    const setAmount = useSetAtom(atoms.sourceTokenAmount)
    const setSource = useSetAtom(atoms.sourceToken)
    const setTo = useSetAtom(atoms.toToken)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)

    useQuoteLifecycle(
      { prepare: () => prepareSwap(host, atoms, api, arrival, context.prefilled), refresher, clearError: () => host.store.set(atoms.swapError, undefined) },
      `${source?.address}|${to?.address}|${amount}`,
    )

    const key = quoteKey(host, atoms)
    const state = swapButtonState({ source, to, amount, balance: source ? balances[source.address] : undefined, quote, quoteKey: key })
    const ready = quote.status === 'ready' && quote.key === key && source && to ? quote : undefined
    const figures =
      ready && source && to
        ? quoteFigures({ source, to, fromAmount: ready.fromAmount, toAmount: ready.toAmount, prices, nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH', gasPrice })
        : undefined
    const typed = source ? toBaseUnits(amount, source.decimals) : undefined
    const usdOf = (token: SwapToken | undefined, base: bigint | undefined) => {
      const price = token ? prices[token.symbol.toUpperCase()] : undefined
      return token && base !== undefined && price !== undefined ? t('usd', { amount: formatNumber(toTokens(base, token.decimals) * price, locale) }) : ''
    }
    const balanceOf = (token: SwapToken | undefined, testId: string) =>
      token && balances[token.address] !== undefined ? (
        <span data-testid={testId}>{t('balance', { amount: showAmount(balances[token.address] ?? 0n, token, locale) })}</span>
      ) : null
    const tokenButton = (token: SwapToken | undefined, target: 'source' | 'to', testId: string) => (
      <button type="button" className="list-item swap-token" data-testid={testId} onClick={() => host.router.push('SwapSelectToken', { target })}>
        {token ? (
          <>
            <Logo src={token.logoUri} name={token.symbol} size={24} />
            {token.symbol}
          </>
        ) : (
          t('selectToken')
        )}
        <Icon name="chevronDown" size={16} />
      </button>
    )

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
        <div className="swap-field">
          <label htmlFor="swap-amount">{t('youPay')}</label>
          <div className="swap-row">
            <input
              id="swap-amount"
              className="swap-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
            />
            {tokenButton(source, 'source', 'swap-source-token')}
          </div>
          <div className="swap-row muted small">
            <span data-testid="swap-source-usd">{usdOf(source, typed)}</span>
            <span>
              {balanceOf(source, 'swap-source-balance')}{' '}
              {source && balances[source.address] !== undefined ? (
                <button type="button" className="link small" onClick={() => setAmount(fromBaseUnits(balances[source.address] ?? 0n, source.decimals))}>
                  {t('max')}
                </button>
              ) : null}
            </span>
          </div>
        </div>
        <button
          type="button"
          className="link swap-switch"
          aria-label={t('switchTokens')}
          onClick={() => {
            setSource(to)
            setTo(source)
            if (ready && to) setAmount(fromBaseUnits(ready.toAmount, to.decimals))
          }}
        >
          <Icon name="swap" size={18} />
        </button>
        <div className="swap-field">
          <span>{t('youReceive')}</span>
          <div className="swap-row">
            <output className="swap-input" data-testid="swap-to-amount" aria-busy={state === 'GETTING_QUOTE'}>
              {figures && to ? localizeDecimal(formatBalance(fromBaseUnits(figures.toAmount, to.decimals), 6), locale) : '0'}
            </output>
            {tokenButton(to, 'to', 'swap-to-token')}
          </div>
          <div className="swap-row muted small">
            <span data-testid="swap-to-usd">{usdOf(to, figures?.toAmount)}</span>
            {balanceOf(to, 'swap-to-balance')}
          </div>
        </div>
        {figures && source && to ? <QuoteDetails figures={figures} source={source} to={to} t={t} locale={locale} /> : null}
        {state === 'QUOTE_FAILED' && quote.status === 'failed' ? (
          <div className="swap-row">
            <p className="swap-error" role="alert" data-testid="swap-quote-error">
              {quote.refusal?.kind === 'mismatch'
                ? t('quoteRefusedMismatch')
                : quote.refusal?.kind === 'deviation'
                  ? t('quoteRefusedPrice', { percent: formatNumber(quote.refusal.percent, locale) })
                  : t('quoteFailed', { error: quote.error })}
            </p>
            <button type="button" className="link small" onClick={() => refresher.inputChanged()}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {swapError ? (
          <p className="swap-error" role="alert" data-testid="swap-error">
            {swapError.reason === 'rejected' ? t('walletRejected') : swapError.reason === 'unsafe' ? t('unsafeSwap') : swapError.message}
          </p>
        ) : null}
        <button type="button" className="button swap-button" disabled={state !== 'REVIEW'} onClick={() => host.router.push('SwapPreview')}>
          {t(`button.${state}`, { symbol: source?.symbol ?? '' })}
        </button>
      </div>
    )
  }
}
