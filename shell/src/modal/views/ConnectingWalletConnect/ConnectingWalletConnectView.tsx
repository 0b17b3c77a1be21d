import { useAtomValue } from 'jotai'
import { readRecentWallets } from '../../../persistence/recentWallets'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { findCatalogueWallet } from './findCatalogueWallet'
import { WalletConnectPairing } from './WalletConnectPairing'
import { WALLETCONNECT_ICON } from './walletConnectIcon'
import { WalletLinks } from './WalletLinks'
import { WithWalletConnect } from './walletConnectContext'
import { useVisualViewport } from '../../useVisualViewport'
import { isSheet } from '../../visualViewportBox'

/**
 * Pairing through WalletConnect, with a chosen catalogue wallet (its icon, name and links) or
 * without one (the WalletConnect entry of the Connect view).
 */
export function ConnectingWalletConnectView({ walletId }: { walletId: string | undefined }) {
  return (
    <WithWalletConnect>
      <PairingWithWallet walletId={walletId} />
    </WithWalletConnect>
  )
}

function PairingWithWallet({ walletId }: { walletId: string | undefined }) {
  const core = useShellCore()
  const t = useMessages()
  const { atoms } = core.catalogue
  const featured = useAtomValue(atoms.featured)
  const recommended = useAtomValue(atoms.recommended)
  const wallets = useAtomValue(atoms.wallets)
  const search = useAtomValue(atoms.search)
  const named = useAtomValue(atoms.named)
  const wallet = findCatalogueWallet(walletId, { featured, recommended, wallets, search, recent: readRecentWallets(core.storage), named })
  const phone = isSheet(useVisualViewport())
  const icon = wallet?.image_id ? core.catalogue.imageUrl('walletImages', wallet.image_id) : WALLETCONNECT_ICON

  return (
    <div className="view connecting-view" data-wallet-id={wallet?.id}>
      <p className="title">{wallet ? t('continueIn', { name: wallet.name }) : t('scanWithWallet')}</p>
      {/* On a phone the wallet's app link leads: a QR code there cannot be scanned by the phone showing it. */}
      {wallet && phone ? <WalletLinks wallet={wallet} /> : null}
      <WalletConnectPairing wallet={wallet} logo={icon} qr={!(wallet && phone)} />
      {wallet && !phone ? <WalletLinks wallet={wallet} /> : null}
    </div>
  )
}
