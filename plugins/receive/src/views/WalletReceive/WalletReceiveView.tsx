import { truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { qrCodeSvg } from '../../qrCodeSvg'
import { acceptedNetworks } from './acceptedNetworks'

/** The view bound to the host it renders for. */
export function createWalletReceiveView(host: PluginHost) {
  return function WalletReceiveView() {
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const networks = useAtomValue(host.atoms.networks)
    const address = account.address
    if (!address) {
      return (
        <p className="view muted" role="alert">
          Connect a wallet to receive funds.
        </p>
      )
    }
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(address)
        host.notify.toast('Address copied', 'success')
      } catch (error) {
        host.log.warn('copy failed:', error)
        host.notify.toast('Could not copy the address', 'error')
      }
    }
    const accepted = acceptedNetworks(networks, network)
    return (
      <div className="view receive-view" style={{ alignItems: 'center', textAlign: 'center' }}>
        <div
          role="img"
          aria-label={`QR code of ${address}`}
          data-testid="receive-qr"
          style={{ width: 216, height: 216, borderRadius: 16, overflow: 'hidden', background: '#fff' }}
          // The SVG is produced from the address by uqr, never from external markup.
          dangerouslySetInnerHTML={{ __html: qrCodeSvg(address).replace('<svg ', '<svg width="216" height="216" ') }}
        />
        <p className="title" data-testid="receive-address" title={address}>
          {truncateAddress(address)}
        </p>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy address
        </button>
        <p className="muted small">Only send assets on these networks:</p>
        <ul className="muted small" aria-label="Accepted networks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {accepted.map((n) => (
            <li key={n.caipNetworkId}>{n.name}</li>
          ))}
        </ul>
      </div>
    )
  }
}
