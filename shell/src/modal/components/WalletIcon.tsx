import { isWalletIconSrc } from '@portico/contracts'

/**
 * A wallet's icon (EIP-6963 data URI or catalogue image URL), or a neutral placeholder, also for
 * a source that is neither (checked here too: icons reach this from several places).
 */
export function WalletIcon({ src, size = 40 }: { src: string | undefined; size?: number }) {
  return src && isWalletIconSrc(src) ? (
    <img className="wallet-icon" src={src} alt="" width={size} height={size} decoding="async" />
  ) : (
    <span className="wallet-icon placeholder" style={{ width: size, height: size }} aria-hidden="true" />
  )
}
