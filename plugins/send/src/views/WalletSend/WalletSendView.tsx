import {
  DEFAULT_DEBOUNCE_MS,
  errorCatalogue,
  formatBalance,
  formatNumber,
  localizeDecimal,
  truncateAddress,
  type PluginHost,
} from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { maxAmount } from '../../actions/maxAmount'
import { resolveReceiver } from '../../actions/resolveReceiver'
import type { SendAtoms } from '../../atoms'
import { transferGas } from '../../gas/gasCostInUSD'
import { sendButtonMessageKey } from '../../i18n/sendButtonMessageKey'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { looksLikeName } from '../../validation/isReceiverAddress'
import { receiverWarning } from '../../validation/receiverWarning'
import { sendButtonMessage, SendButtonMessages } from '../../validation/sendButtonMessage'
import { ReceiverWarningNote } from '../ReceiverWarningNote'
import { sendStylesRef } from '../styles'
import { uiOf } from '../../ui'
import { createSendFormPreparer } from './sendFormPreparer'

/** The Send view bound to the host and the plugin's atoms: token, amount, receiver. */
export function createWalletSendView(host: PluginHost, atoms: SendAtoms) {
  const { Logo, Icon } = uiOf(host)
  const prepare = createSendFormPreparer(host, atoms)
  return function WalletSendView() {
    const token = useAtomValue(atoms.token)
    const sendTokenAmount = useAtomValue(atoms.sendTokenAmount)
    const receiverInput = useAtomValue(atoms.receiverInput)
    const receiverAddress = useAtomValue(atoms.receiverAddress)
    const receiverProfileName = useAtomValue(atoms.receiverProfileName)
    const receiverResolution = useAtomValue(atoms.receiverResolution)
    const gasPrice = useAtomValue(atoms.gasPrice)
    const gasPriceInUSD = useAtomValue(atoms.gasPriceInUSD)
    const networkBalanceInUSD = useAtomValue(atoms.networkBalanceInUSD)
    const accountType = useAtomValue(host.atoms.account).preferredAccountType
    const loading = useAtomValue(atoms.loading)
    const tokenBalances = useAtomValue(atoms.tokenBalances)
    const namespace = useAtomValue(host.atoms.network)?.chainNamespace
    const setAmount = useSetAtom(atoms.sendTokenAmount)
    const setReceiverInput = useSetAtom(atoms.receiverInput)
    // Paste fills the field as typing would: a name still resolves, an address is still checked.
    const paste = async () => {
      try {
        const text = (await navigator.clipboard.readText()).trim()
        setReceiverInput(text)
        if (looksLikeName(text)) setResolution('resolving')
      } catch (error) {
        host.log.warn('paste failed:', error)
        host.notify.toast(t('couldNotPaste'), 'error')
      }
    }
    const setResolution = useSetAtom(atoms.receiverResolution)
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const spec = useAtomValue(host.i18n.translator(errorCatalogue))
    const locale = useAtomValue(host.i18n.locale)

    useEffect(() => {
      void prepare(host.store.get(host.atoms.route).arguments)
    }, [])

    // Names resolve once typing pauses; addresses apply at once.
    useEffect(() => {
      const timer = setTimeout(() => void resolveReceiver(host, atoms, receiverInput), looksLikeName(receiverInput) ? DEFAULT_DEBOUNCE_MS : 0)
      return () => clearTimeout(timer)
    }, [receiverInput])

    const message = sendButtonMessage({
      token,
      sendTokenAmount,
      receiverInput,
      receiverAddress,
      receiverResolution,
      gasPriceInUSD,
      networkBalanceInUSD,
      // SPEC section 5: a smart account is exempt from the insufficient-gas rule.
      isSmartAccount: accountType === 'smartAccount',
      ...(namespace ? { namespace } : {}),
    })
    const warning = receiverResolution === 'failed' ? undefined : receiverWarning({ receiver: receiverAddress, namespace, token, tokenBalances })
    const amountInUSD = token ? (Number.parseFloat(sendTokenAmount ?? '') || 0) * token.price : 0

    return (
      <div ref={sendStylesRef} className="view send-view">
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
        <div className="send-field">
          <label htmlFor="send-receiver">{t('to')}</label>
          <div className="send-receiver-row">
          <input
            id="send-receiver"
            className="send-input"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('addressOrName')}
            aria-label={t('receiverAddressOrName')}
            aria-invalid={receiverResolution === 'failed'}
            value={receiverInput}
            onChange={(event) => {
              setReceiverInput(event.target.value)
              if (looksLikeName(event.target.value)) setResolution('resolving')
            }}
          />
            <button type="button" className="link small send-paste" onClick={() => void paste()}>
              <Icon name="paste" size={16} />
              {t('paste')}
            </button>
          </div>
          {receiverResolution === 'failed' ? (
            <p className="send-error" role="alert">
              {spec('UserMessages.ERROR_RESOLVING_NAME')}
            </p>
          ) : receiverProfileName && receiverAddress ? (
            <p className="muted small" data-testid="send-resolved-address" title={receiverAddress}>
              {truncateAddress(receiverAddress)}
            </p>
          ) : null}
          <ReceiverWarningNote warning={warning} t={t} />
        </div>
        <button
          type="button"
          className="button send-button"
          disabled={message !== SendButtonMessages.PREVIEW_SEND}
          onClick={() => host.router.push('WalletSendPreview')}
        >
          {t(sendButtonMessageKey(message))}
        </button>
      </div>
    )
  }
}
