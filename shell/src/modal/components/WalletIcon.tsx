/** A wallet's icon from its EIP-6963 data URI, or a neutral placeholder. */
export function WalletIcon({ src, size = 40 }: { src: string | undefined; size?: number }) {
  return src ? (
    <img className="wallet-icon" src={src} alt="" width={size} height={size} />
  ) : (
    <span className="wallet-icon placeholder" style={{ width: size, height: size }} aria-hidden="true" />
  )
}
