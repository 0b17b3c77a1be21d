import { truncateAddress, type PluginHost, type Translate } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { Atom } from 'jotai/vanilla'
import type { ReceiveMessageKey } from '../../i18n/receiveCatalogue'
import { qrCodeSvg } from '../../qrCodeSvg'
import { acceptedNetworks } from './acceptedNetworks'

/** The view bound to the host it renders for. */
export function createWalletReceiveView(host: PluginHost, messages: Atom<Translate<ReceiveMessageKey>>) {
  return function WalletReceiveView() {
    const t = useAtomValue(messages)
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const networks = useAtomValue(host.atoms.networks)
    const address = account.address
    if (!address) {
      return (
        <p className="view muted" role="alert">
          {t('connectToReceive')}
        </p>
      )
    }
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(address)
        host.notify.toast(t('addressCopied'), 'success')
      } catch (error) {
        host.log.warn('copy failed:', error)
        host.notify.toast(t('couldNotCopyAddress'), 'error')
      }
    }
    const accepted = acceptedNetworks(networks, network)
    return (
      <div className="view receive-view" style={{ alignItems: 'center', textAlign: 'center' }}>
        <div
          role="img"
          aria-label={t('qrCodeOf', { address })}
          data-testid="receive-qr"
          style={{ width: 216, height: 216, borderRadius: 16, overflow: 'hidden', background: '#fff' }}
          // The SVG is produced from the address by uqr, never from external markup.
          dangerouslySetInnerHTML={{ __html: qrCodeSvg(address).replace('<svg ', '<svg width="216" height="216" ') }}
        />
        <p className="title" data-testid="receive-address" title={address}>
          {truncateAddress(address)}
        </p>
        <button type="button" className="button" onClick={() => void copy()}>
          {t('copyAddress')}
        </button>
        <p className="muted small">{t('onlyTheseNetworks')}</p>
        <ul className="muted small" aria-label={t('acceptedNetworks')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {accepted.map((n) => (
            <li key={n.caipNetworkId}>{n.name}</li>
          ))}
        </ul>
      </div>
    )
  }
}
