import type { Translate } from '@portico/contracts'
import type { SendMessageKey } from '../i18n/sendCatalogue'
import type { ReceiverWarning } from '../validation/receiverWarning'

/** A receiver warning under the field and in the preview: an alert when it blocks the send, a note when it only warns. */
export function ReceiverWarningNote({ warning, t }: { warning: ReceiverWarning | undefined; t: Translate<SendMessageKey> }) {
  if (!warning) return null
  const text = warning.kind === 'tokenContract' ? t('receiverWarning.tokenContract', { symbol: warning.symbol }) : t(`receiverWarning.${warning.kind}`)
  return (
    <p className={warning.blocking ? 'send-error' : 'send-warning'} role="alert" data-testid="send-receiver-warning">
      {text}
    </p>
  )
}
