export interface InitialViewInput {
  isConnected: boolean
  /** Adapters (or built-in connectors) for at least one configured namespace. */
  hasAdapters: boolean
  isMobile: boolean
  /** A view forced by `open({ view })`. */
  forcedView?: string
}

/**
 * SPEC section 2 opening rules: Account when connected, otherwise Connect; without adapters,
 * AllWallets on mobile and ConnectingWalletConnectBasic elsewhere; a forced view wins.
 *
 * @example initialView({ isConnected: true, hasAdapters: true, isMobile: false }) // 'Account'
 */
export function initialView({ isConnected, hasAdapters, isMobile, forcedView }: InitialViewInput): string {
  if (forcedView) return forcedView
  if (isConnected) return 'Account'
  if (!hasAdapters) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
