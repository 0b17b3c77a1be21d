import { UserMessages } from '@portico/contracts'
import { useShellCore } from '../../ShellContext'
import { NetworkList } from '../../components/NetworkList'

/** The wallet is on a chain the dapp does not support: switch, or disconnect. */
export function UnsupportedChainView() {
  const core = useShellCore()
  return (
    <div className="view">
      <p className="title error" role="alert">
        {UserMessages.UNSUPPORTED_CHAIN}
      </p>
      <p className="muted">This app doesn’t support your current network. Switch to an available option to continue.</p>
      <NetworkList onSwitched={() => core.modal.showDefaultView()} />
      <button type="button" className="list-item disconnect" onClick={() => void core.connection.disconnect()}>
        Disconnect
      </button>
    </div>
  )
}
