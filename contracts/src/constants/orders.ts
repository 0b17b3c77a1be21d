/** Order of the wallet features on the Account view (SPEC section 1). */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** Order of the connect methods on the Connect view (SPEC section 1). */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const

/** Order of the connector groups in the wallet list (SPEC section 1). */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number]
export type ConnectorGroup = (typeof CONNECTOR_ORDER)[number]
