import { formatBalance, formatNumber, localizeDecimal, type PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ComponentType } from 'react'
import { maxAmount } from '../../actions/maxAmount'
import type { SendAtoms } from '../../atoms'
import { transferGas } from '../../gas/gasCostInUSD'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { uiOf } from '../../ui'

/** The Send form's amount: the field, the token picker, its worth in USD, the balance and Max. */
export function createAmountField(host: PluginHost, atoms: SendAtoms): ComponentType {
  const { Logo, Icon } = uiOf(host)
  return function AmountField() {
    const token = useAtomValue(atoms.token)
    const sendTokenAmount = useAtomValue(atoms.sendTokenAmount)
    const gasPrice = useAtomValue(atoms.gasPrice)
    const loading = useAtomValue(atoms.loading)
    const namespace = useAtomValue(host.atoms.network)?.chainNamespace
    const setAmount = useSetAtom(atoms.sendTokenAmount)
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const amountInUSD = token ? (Number.parseFloat(sendTokenAmount ?? '') || 0) * token.price : 0
    return (
      <div className="send-field">
        <label htmlFor="send-amount">{t('amount')}</label>
        <div className="send-row">
          <input
            id="send-amount"
            className="send-input send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('amount')}
            value={sendTokenAmount ?? ''}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
          />
          <button type="button" className="list-item token-select" data-testid="send-select-token" onClick={() => host.router.push('WalletSendSelectToken')}>
            {token ? (
              <>
                <Logo src={token.iconUrl} name={token.symbol} size={24} />
                {token.symbol}
              </>
            ) : (
              t('selectToken')
            )}
            <Icon name="chevronDown" size={16} />
          </button>
        </div>
        <div className="send-row muted small">
          <span data-testid="send-amount-usd">{t('usd', { amount: formatNumber(amountInUSD, locale) })}</span>
          {token ? (
            <span>
              <span data-testid="send-token-balance">
                {localizeDecimal(formatBalance(token.quantity.numeric), locale)} {token.symbol}
              </span>{' '}
              <button
                type="button"
                className="link small"
                onClick={() => setAmount(maxAmount(token, gasPrice === undefined ? undefined : gasPrice * transferGas(namespace, false)))}
              >
                {t('max')}
              </button>
            </span>
          ) : loading ? (
            <span className="skeleton">{t('loadingBalances')}</span>
          ) : null}
        </div>
      </div>
    )
  }
}
