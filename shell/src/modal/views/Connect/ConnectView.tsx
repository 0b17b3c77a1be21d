import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'

/** Choose a wallet: the injected wallets found by EIP-6963, most recent first. */
export function ConnectView() {
  const core = useShellCore()
  const wallets = useAtomValue(core.atoms.announcedWallets)
  const recent = core.storage.read().recentWallets.map((wallet) => wallet.id)
  const ordered = [...wallets].sort((a, b) => rank(recent, a.info.rdns) - rank(recent, b.info.rdns))

  const choose = (rdns: string) => {
    core.modal.push({ view: 'ConnectingExternal', connectorId: rdns })
    void core.connection.connectAnnounced(rdns)
  }

  return (
    <div className="view connect-view">
      {ordered.length === 0 ? (
        <p className="muted" role="status">
          No browser wallet found. Install a wallet extension to connect.
        </p>
      ) : (
        <ul className="wallet-list" aria-label="Wallets">
          {ordered.map(({ info }) => (
            <li key={info.rdns}>
              <button type="button" className="list-item" onClick={() => choose(info.rdns)}>
                <WalletIcon src={info.icon} size={32} />
                <span className="list-item-name">{info.name}</span>
                <span className="tag">{recent.includes(info.rdns) ? 'Recent' : 'Installed'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const rank = (recent: readonly string[], rdns: string) => {
  const index = recent.indexOf(rdns)
  return index === -1 ? recent.length : index
}
