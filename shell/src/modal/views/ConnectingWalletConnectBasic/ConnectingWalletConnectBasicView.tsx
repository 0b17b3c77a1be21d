import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing'
import { WALLETCONNECT_ICON } from '../ConnectingWalletConnect/walletConnectIcon'
import { WithWalletConnect } from '../ConnectingWalletConnect/walletConnectContext'

/**
 * WalletConnect pairing when the dapp has no adapters (SPEC section 2): only the QR code of the
 * pairing URI and its copy button.
 */
export function ConnectingWalletConnectBasicView() {
  return (
    <div className="view connecting-view">
      <WithWalletConnect>
        <WalletConnectPairing wallet={undefined} logo={WALLETCONNECT_ICON} />
      </WithWalletConnect>
    </div>
  )
}
