import { PAIRING_LIFETIME_MS, WALLETCONNECT_DEFAULT_RELAY_URL } from '@portico/contracts'

/**
 * The `createAppKit` options' defaults, in one place: the options' schema fills them on the
 * check, and the boot fills them in a production build, where the check runs with the core.
 * @example APP_KIT_OPTION_DEFAULTS.themeMode // 'dark'
 */
export const APP_KIT_OPTION_DEFAULTS = Object.freeze({
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  themeMode: 'dark',
  enableEmbedded: false,
  pluginTimeoutMs: 15_000,
  analyticsApiUrl: 'https://pulse.walletconnect.org',
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org/sdk',
  secureSiteTimeoutMs: 30_000,
  walletApiUrl: 'https://api.web3modal.org',
  walletConnectRelayUrl: WALLETCONNECT_DEFAULT_RELAY_URL,
  walletConnectPairingLifetimeMs: PAIRING_LIFETIME_MS,
  debug: false,
} as const)
