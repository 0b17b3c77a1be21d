/** Events requested in a WalletConnect session (SPEC section 9). */
export const WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const
