import { isWalletIconSrc } from '@portico/contracts'
import { useState } from 'react'
import { uiKit } from '../../ui/uiKit'

/**
 * A wallet's icon (EIP-6963 data URI or catalogue image URL). A source that is neither (checked
 * here too: icons reach this from several places), or an image that fails to load, shows the
 * wallet's letter badge, or a neutral placeholder without a name.
 */
export function WalletIcon({ src, size = 40, name }: { src: string | undefined; size?: number; name?: string | undefined }) {
  const [failed, setFailed] = useState<string>()
  if (src && isWalletIconSrc(src) && failed !== src) {
    return <img className="wallet-icon" src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} />
  }
  return name ? (
    <span className="wallet-icon wallet-letter">
      <uiKit.LetterBadge name={name} size={size} />
    </span>
  ) : (
    <span className="wallet-icon placeholder" style={{ width: size, height: size }} aria-hidden="true" />
  )
}
