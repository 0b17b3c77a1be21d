import { useShellCore } from '../../ShellContext'
import { NetworkList } from '../../components/NetworkList'

/**
 * Choose the network; back to where the user came from once switched. A network of a namespace
 * with no wallet (while another namespace has one) leaves nothing for the Account view to show:
 * the Connect view follows instead, to connect a wallet there.
 */
export function NetworksView() {
  const core = useShellCore()
  const onSwitched = () => {
    const { store, atoms } = core
    const walletMissing = store.get(atoms.account).status !== 'connected' && Object.keys(store.get(atoms.connections)).length > 0
    if (walletMissing) core.modal.showDefaultView()
    else core.modal.goBack()
  }
  return (
    <div className="view">
      <NetworkList onSwitched={onSwitched} />
    </div>
  )
}
