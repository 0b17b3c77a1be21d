import { WALLETCONNECT_PATH, WALLETCONNECT_TILE } from '../ConnectingWalletConnect/walletConnectIcon'

/**
 * WalletConnect's mark as inline SVG, where an `<img>` of the same SVG would build a document of
 * its own (about 2 ms on the first open, before the Connect view can paint).
 */
export function WalletConnectMark({ size }: { size: number }) {
  return (
    <svg className="wallet-icon" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <rect width="40" height="40" rx={WALLETCONNECT_TILE.rx} fill={WALLETCONNECT_TILE.fill} />
      <path d={WALLETCONNECT_PATH} fill="#fff" />
    </svg>
  )
}
