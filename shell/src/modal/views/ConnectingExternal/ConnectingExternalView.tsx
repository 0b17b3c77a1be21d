import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'

/** A wallet's connection request in progress, its refusal, and the retry. */
export function ConnectingExternalView({ connectorId }: { connectorId: string }) {
  const core = useShellCore()
  const wallets = useAtomValue(core.atoms.announcedWallets)
  const error = useAtomValue(core.atoms.connectError)
  const status = useAtomValue(core.atoms.connectionStatus).eip155
  const wallet = wallets.find((w) => w.info.rdns === connectorId)
  const name = wallet?.info.name ?? 'your wallet'

  return (
    <div className="view connecting-view">
      <div className={error ? 'connecting-icon failed' : 'connecting-icon'}>
        <WalletIcon src={wallet?.info.icon} size={64} />
      </div>
      {error ? (
        <>
          <p className="title error" role="alert">
            Connection declined
          </p>
          <p className="muted">Connection can be declined if a previous request is still active</p>
          <p className="muted small">{error}</p>
          <button type="button" className="button" onClick={() => void core.connection.connectAnnounced(connectorId)}>
            Try again
          </button>
        </>
      ) : (
        <>
          <p className="title">Continue in {name}</p>
          <p className="muted" role="status">
            {status === 'connecting' ? 'Accept connection request in the wallet' : 'Connecting...'}
          </p>
        </>
      )}
    </div>
  )
}
