import type { PluginHost, ViewComponent } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { SendAtoms } from '../../atoms'
import { sendButtonMessageKey } from '../../i18n/sendButtonMessageKey'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { SendButtonMessages } from '../../validation/sendButtonMessage'
import { sendStylesRef } from '../styles'
import { createAmountField } from './AmountField'
import { createReceiverField } from './ReceiverField'
import { createSendFormPreparer } from './sendFormPreparer'
import { useReceiverResolution } from './useReceiverResolution'
import { useSendButtonMessage } from './useSendButtonMessage'

/** The Send view bound to the host and the plugin's atoms: token, amount, receiver. */
export function createWalletSendView(host: PluginHost, atoms: SendAtoms): ViewComponent {
  const prepare = createSendFormPreparer(host, atoms)
  const AmountField = createAmountField(host, atoms)
  const ReceiverField = createReceiverField(host, atoms)
  return function WalletSendView() {
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const message = useSendButtonMessage(host, atoms)
    useEffect(() => {
      void prepare(host.store.get(host.atoms.route).arguments)
    }, [])
    useReceiverResolution(host, atoms)
    return (
      <div ref={sendStylesRef} className="view send-view">
        <AmountField />
        <ReceiverField />
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
