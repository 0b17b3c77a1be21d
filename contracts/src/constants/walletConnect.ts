/** The relay the WalletConnect clients talk through unless `walletConnectRelayUrl` says otherwise. */
export const WALLETCONNECT_DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** After opening a wallet's deep link, the link stays disabled this long (the wallet is opening). */
export const WALLETCONNECT_BUFFERING_MS = 5_000
