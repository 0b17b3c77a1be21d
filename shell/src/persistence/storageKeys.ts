/** The stored connection: connectors per namespace, the active network, recent wallets. */
export const CONNECTION_STORAGE_KEY = '@portico/connection'
/** The embedded wallet's session (email and social login). */
export const AUTH_STORAGE_KEY = '@portico/auth'
/** The WalletConnect wallet a pairing last opened by deep link. */
export const DEEP_LINK_STORAGE_KEY = '@portico/wc-deeplink'
