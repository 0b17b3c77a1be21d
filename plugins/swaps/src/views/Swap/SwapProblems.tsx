import { formatNumber } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import type { SwapsContext } from '../../swapsContext'
import type { SwapButtonState } from '../../validation/swapButtonState'

export interface SwapProblemsProps {
  state: SwapButtonState
}

/** Why there is no quote (with Retry), and why the last swap did not go through. */
export function createSwapProblems({ host, atoms, refresher }: Pick<SwapsContext, 'host' | 'atoms' | 'refresher'>): ComponentType<SwapProblemsProps> {
  return function SwapProblems({ state }) {
    const quote = useAtomValue(atoms.quote)
    const swapError = useAtomValue(atoms.swapError)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    return (
      <>
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
      </>
    )
  }
}
