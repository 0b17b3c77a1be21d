import { errorCatalogue, truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SendAtoms } from '../../atoms'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { uiOf } from '../../ui'
import { receiverWarning } from '../../validation/receiverWarning'
import { ReceiverWarningNote } from '../ReceiverWarningNote'
import { typeReceiver } from './typeReceiver'

/** The Send form's receiver: an address or a name, Paste, the resolved address and the warnings. */
export function createReceiverField(host: PluginHost, atoms: SendAtoms): ComponentType {
  const { Icon } = uiOf(host)
  return function ReceiverField() {
    const token = useAtomValue(atoms.token)
    const receiverInput = useAtomValue(atoms.receiverInput)
    const receiverAddress = useAtomValue(atoms.receiverAddress)
    const receiverProfileName = useAtomValue(atoms.receiverProfileName)
    const receiverResolution = useAtomValue(atoms.receiverResolution)
    const tokenBalances = useAtomValue(atoms.tokenBalances)
    const namespace = useAtomValue(host.atoms.network)?.chainNamespace
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const spec = useAtomValue(host.i18n.translator(errorCatalogue))
    // Paste fills the field as typing would: a name still resolves, an address is still checked.
    const paste = async () => {
      try {
        typeReceiver(host.store, atoms, (await navigator.clipboard.readText()).trim())
      } catch (error) {
        host.log.warn('paste failed:', error)
        host.notify.toast(t('couldNotPaste'), 'error')
      }
    }
    const warning = receiverResolution === 'failed' ? undefined : receiverWarning({ receiver: receiverAddress, namespace, token, tokenBalances })
    return (
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
            onChange={(event) => typeReceiver(host.store, atoms, event.target.value)}
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
    )
  }
}
