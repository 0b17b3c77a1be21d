import { formatNumber, truncateAddress, type PluginHost } from '@portico/contracts'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { useAtomValue } from 'jotai'
import { sendDraft } from './sendDraft'
import type { SendAtoms } from '../../atoms'
import { receiverWarning } from '../../validation/receiverWarning'
import { ReceiverWarningNote } from '../ReceiverWarningNote'
import { sendStylesRef } from '../styles'
import { uiOf } from '../../ui'

/**
 * What is about to be sent, large (the token's logo, the amount, its USD worth), then to whom, on
 * which network and for what fee, secondary; Cancel and Send side by side, alike.
 */
export function createWalletSendPreviewView(host: PluginHost, atoms: SendAtoms) {
  const { Logo } = uiOf(host)
  return function WalletSendPreviewView() {
    const token = useAtomValue(atoms.token)
    const amount = useAtomValue(atoms.sendTokenAmount)
    const receiverAddress = useAtomValue(atoms.receiverAddress)
    const receiverProfileName = useAtomValue(atoms.receiverProfileName)
    const gasPriceInUSD = useAtomValue(atoms.gasPriceInUSD)
    const loading = useAtomValue(atoms.loading)
    const tokenBalances = useAtomValue(atoms.tokenBalances)
    const network = useAtomValue(host.atoms.network)
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    if (!token || !amount || !receiverAddress) {
      return (
        <p className="view muted" role="alert">
          {t('nothingToSend')}
        </p>
      )
    }
    const warning = receiverWarning({ receiver: receiverAddress, namespace: network?.chainNamespace, token, tokenBalances })
    return (
      <div ref={sendStylesRef} className="view send-preview" style={{ alignItems: 'center', textAlign: 'center' }}>
        <Logo src={token.iconUrl} name={token.symbol} size={56} />
        <p className="send-preview-amount" data-testid="send-preview-amount">
          {amount} {token.symbol}
        </p>
        <p className="muted">{t('usd', { amount: formatNumber(Number.parseFloat(amount) * token.price, locale) })}</p>
        <dl className="preview-list send-preview-details">
          <dt>{t('to')}</dt>
          <dd className="send-name" data-testid="send-preview-receiver" title={receiverProfileName ? `${receiverProfileName} (${receiverAddress})` : receiverAddress}>
            {receiverProfileName ? `${receiverProfileName} (${truncateAddress(receiverAddress)})` : truncateAddress(receiverAddress)}
          </dd>
          <dt>{t('network')}</dt>
          <dd>{network?.name}</dd>
          <dt>{t('networkFee')}</dt>
          <dd>{gasPriceInUSD === undefined ? '-' : t('usd', { amount: formatNumber(gasPriceInUSD, locale) })}</dd>
        </dl>
        <ReceiverWarningNote warning={warning} t={t} />
        <p className="muted small">{t('reviewInWallet')}</p>
        <div className="button-row send-preview-actions">
          <button type="button" className="list-item" onClick={() => host.router.goBack()}>
            {t('cancel')}
          </button>
          <button type="button" className="button" disabled={loading || warning?.blocking === true} onClick={() => void sendDraft(host, atoms)}>
            {t('send')}
          </button>
        </div>
      </div>
    )
  }
}
