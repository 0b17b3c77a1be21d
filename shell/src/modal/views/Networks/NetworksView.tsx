import { useShellCore } from '../../ShellContext'
import { NetworkList } from '../../components/NetworkList'

/** Choose the network; back to where the user came from once switched. */
export function NetworksView() {
  const core = useShellCore()
  return (
    <div className="view">
      <NetworkList onSwitched={() => core.modal.goBack()} />
    </div>
  )
}
