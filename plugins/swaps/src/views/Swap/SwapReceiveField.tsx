import { formatBalance, localizeDecimal, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SwapsAtoms } from '../../atoms'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { fromBaseUnits } from '../../math/baseUnits'
import type { QuoteFigures } from '../../quote/quoteFigures'
import { createSwapBalance } from './SwapBalance'
import { createSwapTokenButton } from './SwapTokenButton'
import { useUsdLabel } from './useUsdLabel'

export interface SwapReceiveFieldProps {
  figures: QuoteFigures | undefined
  /** A quote for these inputs is on its way. */
  busy: boolean
}

/** 'You receive': the quoted amount, the target token, its worth and its balance. */
export function createSwapReceiveField(host: PluginHost, atoms: SwapsAtoms): ComponentType<SwapReceiveFieldProps> {
  const TokenButton = createSwapTokenButton(host)
  const Balance = createSwapBalance(host, atoms)
  return function SwapReceiveField({ figures, busy }) {
    const to = useAtomValue(atoms.toToken)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const usd = useUsdLabel(host, atoms, to, figures?.toAmount)
    return (
      <div className="swap-field">
        <span>{t('youReceive')}</span>
        <div className="swap-row">
          <output className="swap-input" data-testid="swap-to-amount" aria-busy={busy}>
            {figures && to ? localizeDecimal(formatBalance(fromBaseUnits(figures.toAmount, to.decimals), 6), locale) : '0'}
          </output>
          <TokenButton token={to} target="to" testId="swap-to-token" />
        </div>
        <div className="swap-row muted small">
          <span data-testid="swap-to-usd">{usd}</span>
          <Balance token={to} testId="swap-to-balance" />
        </div>
      </div>
    )
  }
}
