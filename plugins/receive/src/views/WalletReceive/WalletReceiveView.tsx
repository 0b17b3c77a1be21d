import { truncateAddress, type PluginHost, type Translate } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { Atom } from 'jotai/vanilla'
import type { ReceiveMessageKey } from '../../i18n/receiveCatalogue'
import { uiOf } from '../../ui'
import { acceptedNetworks } from './acceptedNetworks'

const networkListStyle = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '6px 12px' } as const
const networkStyle = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const

/** The view bound to the host it renders for. */
export function createWalletReceiveView(host: PluginHost, messages: Atom<Translate<ReceiveMessageKey>>) {
  const ui = uiOf(host)
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
        {/* The network's logo in the centre, else the kit's wallet mark. */}
        <ui.QrCode value={address} label={t('qrCodeOf', { address })} logo={network?.assets?.imageUrl} size={240} testId="receive-qr" />
        <p className="title" data-testid="receive-address" title={address}>
          {truncateAddress(address)}
        </p>
        <button type="button" className="button" onClick={() => void copy()}>
          {t('copyAddress')}
        </button>
        <p className="muted small">{t('onlyTheseNetworks')}</p>
        <ul className="muted small" aria-label={t('acceptedNetworks')} style={networkListStyle}>
          {accepted.map((n) => (
            <li key={n.caipNetworkId} style={networkStyle}>
              <ui.Logo src={n.assets?.imageUrl} name={n.name} size={18} />
              {n.name}
            </li>
          ))}
        </ul>
      </div>
    )
  }
}
