import type { WalletRecord } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { walletLinks, type WalletLinkKind } from '../../../connectors/walletConnect/walletLinks'
import type { ModalMessageKey } from '../../i18n/modalCatalogue'
import { useMessages } from '../../i18n/useMessages'
import { useWalletConnect } from './walletConnectContext'

const LABELS: Record<WalletLinkKind, ModalMessageKey> = { mobile: 'openMobileApp', desktop: 'openDesktopApp', web: 'openWebApp' }

/** The chosen wallet's own links with the pairing URI (mobile, desktop, web); they rest while buffering. */
export function WalletLinks({ wallet }: { wallet: WalletRecord }) {
  const walletConnect = useWalletConnect()
  const t = useMessages()
  const { wcUri, buffering, wcLinking } = useAtomValue(walletConnect.atoms.state)
  if (!wcUri) return null
  const links = walletLinks(wallet, wcUri)
  if (links.length === 0) return null
  return (
    <div className="button-row" aria-label={t('openWallet', { name: wallet.name })} role="group">
      {links.map((link) => (
        <button key={link.kind} type="button" className="list-item" disabled={buffering} data-linking={wcLinking?.href === link.href ? 'true' : undefined} onClick={() => walletConnect.openLink(wallet, link)}>
          {t(LABELS[link.kind])}
        </button>
      ))}
    </div>
  )
}
