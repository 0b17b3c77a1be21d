import type { PluginHost } from '@portico/contracts'
import { useAtom, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SwapsAtoms } from '../../atoms'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { fromBaseUnits, toBaseUnits } from '../../math/baseUnits'
import { createSwapBalance } from './SwapBalance'
import { createSwapTokenButton } from './SwapTokenButton'
import { useUsdLabel } from './useUsdLabel'

/** 'You pay': the amount typed, the source token, its worth, its balance and Max. */
export function createSwapPayField(host: PluginHost, atoms: SwapsAtoms): ComponentType {
  const TokenButton = createSwapTokenButton(host)
  const Balance = createSwapBalance(host, atoms)
  return function SwapPayField() {
    const source = useAtomValue(atoms.sourceToken)
    const [amount, setAmount] = useAtom(atoms.sourceTokenAmount)
    const balance = useAtomValue(atoms.balances)[source?.address ?? '']
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const usd = useUsdLabel(host, atoms, source, source ? toBaseUnits(amount, source.decimals) : undefined)
    return (
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
          <TokenButton token={source} target="source" testId="swap-source-token" />
        </div>
        <div className="swap-row muted small">
          <span data-testid="swap-source-usd">{usd}</span>
          <span>
            <Balance token={source} testId="swap-source-balance" />{' '}
            {source && balance !== undefined ? (
              <button type="button" className="link small" onClick={() => setAmount(fromBaseUnits(balance, source.decimals))}>
                {t('max')}
              </button>
            ) : null}
          </span>
        </div>
      </div>
    )
  }
}
