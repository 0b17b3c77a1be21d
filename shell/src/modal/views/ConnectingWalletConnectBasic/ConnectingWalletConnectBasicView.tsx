import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing'

/**
 * WalletConnect pairing when the dapp has no adapters (SPEC section 2): only the QR code of the
 * pairing URI and its copy button.
 */
export function ConnectingWalletConnectBasicView() {
  return (
    <div className="view connecting-view">
      <WalletConnectPairing wallet={undefined} />
    </div>
  )
}
