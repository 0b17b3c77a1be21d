import { UserMessages } from '@portico/contracts'
import { useMessages, useShownMessage } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { NetworkList } from '../../components/NetworkList'

/** The wallet is on a chain the dapp does not support: switch, or disconnect. */
export function UnsupportedChainView() {
  const core = useShellCore()
  const t = useMessages()
  const shown = useShownMessage()
  return (
    <div className="view">
      <p className="title error" role="alert">
        {shown(UserMessages.UNSUPPORTED_CHAIN)}
      </p>
      <p className="muted">{t('unsupportedChainHint')}</p>
      <NetworkList onSwitched={() => core.modal.showDefaultView()} />
      <button type="button" className="list-item disconnect" onClick={() => void core.connection.disconnect()}>
        {t('disconnect')}
      </button>
    </div>
  )
}
