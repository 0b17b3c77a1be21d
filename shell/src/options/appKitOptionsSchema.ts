import { caipNetworkSchema, featuresSchema, PAIRING_EXPIRY_MARGIN_MS, pluginIdSchema } from '@portico/contracts'
import * as z from 'zod/mini'
import { APP_KIT_OPTION_DEFAULTS as DEFAULTS } from './appKitOptionDefaults'

const metadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
})

const themeVariablesSchema = z.partial(
  z.object({
    '--w3m-accent': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number(),
    '--w3m-font-family': z.string(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-z-index': z.number(),
  }),
)

/**
 * `createAppKit` options, named as Reown AppKit names them so a dapp can switch with an import
 * change. Other options are kept as given: a plugin's own options travel to the plugin whose
 * description names them (`PluginHost.options.own`), which checks them. A development build
 * checks them in `createAppKit`, a production one when the core loads (checksAtCreation).
 */
export const appKitOptionsSchema = z.looseObject({
  projectId: z.optional(z.string()),
  networks: z.readonly(z.array(caipNetworkSchema).check(z.minLength(1, 'At least one network is required'))),
  defaultNetwork: z.optional(caipNetworkSchema),
  /** Let the user switch networks from the modal (AppKit's name). */
  enableNetworkSwitch: z._default(z.boolean(), DEFAULTS.enableNetworkSwitch),
  /** Stay connected on a chain the dapp did not configure instead of asking to switch. */
  allowUnsupportedChain: z._default(z.boolean(), DEFAULTS.allowUnsupportedChain),
  metadata: z.optional(metadataSchema),
  features: z.optional(featuresSchema),
  themeMode: z._default(z.enum(['dark', 'light']), DEFAULTS.themeMode),
  themeVariables: z.optional(themeVariablesSchema),
  /** Sign-in with a wallet; the interface arrives with SIWX support. */
  siwx: z.optional(z.unknown()),
  /** Legacy AppKit sign-in option; only checked for the conflict with `siwx`. */
  siweConfig: z.optional(z.unknown()),
  /** Renders the modal inline in `<appkit-modal>` instead of as an overlay on the body. */
  enableEmbedded: z._default(z.boolean(), DEFAULTS.enableEmbedded),
  /** Base URL of the plugin remotes; default `plugins/` next to the page. */
  pluginBaseUrl: z.optional(z.string()),
  /** Per-plugin remote entry URL overrides (independent deployment), by plugin id. */
  pluginUrls: z.optional(z.record(pluginIdSchema, z.string())),
  /** How long a plugin remote may take to load and set up before it counts as failed. */
  pluginTimeoutMs: z._default(z.number().check(z.int(), z.positive()), DEFAULTS.pluginTimeoutMs),
  /** The analytics service: events go in batches to POST `{analyticsApiUrl}/batch` (the hosted service's wire). */
  analyticsApiUrl: z._default(z.string(), DEFAULTS.analyticsApiUrl),
  /**
   * The Esplora API a Bitcoin transfer reads UTXOs and fee rates from and broadcasts to, per CAIP-2
   * chain (`{ 'bip122:000000000019d6689c085ae165831e93': 'https://blockstream.info/api' }`); a chain
   * not listed uses mempool.space's public API. A production dapp points it at its own or a paid one.
   */
  bitcoinEsploraUrls: z.optional(z.record(z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/, 'bitcoinEsploraUrls keys are bip122 CAIP-2 ids')), z.string().check(z.regex(/^https?:\/\//, 'bitcoinEsploraUrls values are http(s) URLs')))),
  /** Base URL of the Blockchain API: identity, balances, history, names, onramp (SPEC section 7). */
  blockchainApiUrl: z._default(z.string(), DEFAULTS.blockchainApiUrl),
  /**
   * The secure site's frame page, which holds the embedded wallet's keys (email and social login).
   * Default: the provider-hosted one (SPEC section 9). A deployment may host its own: docs/frame-protocol.md.
   */
  secureSiteUrl: z._default(z.string(), DEFAULTS.secureSiteUrl),
  /**
   * The account type the embedded wallet prefers per namespace (AppKit's name), over SPEC section
   * 1's defaults (EVM smartAccount): `{ eip155: 'eoa' }`. Honoured for email and social logins alike.
   */
  defaultAccountTypes: z.optional(z.partialRecord(z.enum(['eip155', 'solana', 'polkadot', 'bip122']), z.enum(['eoa', 'smartAccount', 'payment']))),
  /** How long the frame may take to be ready (SPEC section 9: 30000 ms). */
  secureSiteTimeoutMs: z._default(z.number().check(z.int(), z.positive()), DEFAULTS.secureSiteTimeoutMs),
  /** Base URL of the wallet-kit provider API: the wallet catalogue and its images (SPEC section 7). */
  walletApiUrl: z._default(z.string(), DEFAULTS.walletApiUrl),
  /** Catalogue wallet ids shown first on the Connect view, in this order. */
  featuredWalletIds: z.optional(z.readonly(z.array(z.string()))),
  /** Only these catalogue wallet ids are listed. */
  includeWalletIds: z.optional(z.readonly(z.array(z.string()))),
  /** These catalogue wallet ids are never listed. */
  excludeWalletIds: z.optional(z.readonly(z.array(z.string()))),
  /** Linked from the Connect view; with `features.legalCheckbox`, connecting waits for consent. */
  termsConditionsUrl: z.optional(z.string()),
  privacyPolicyUrl: z.optional(z.string()),
  /**
   * AppKit adapters. Portico's own connectors need none; an empty list means the dapp has none,
   * and the modal opens on WalletConnect alone (SPEC section 2: ConnectingWalletConnectBasic).
   */
  adapters: z.optional(z.readonly(z.array(z.unknown()))),
  /** The WalletConnect relay (WebSocket URL) the pairing and the session talk through. */
  walletConnectRelayUrl: z._default(z.string().check(z.regex(/^wss?:\/\//, 'walletConnectRelayUrl must be a ws:// or wss:// URL')), DEFAULTS.walletConnectRelayUrl),
  /**
   * Internal, for tests: how long a pairing URI is offered (SPEC section 4 says 4 minutes). It must
   * outlast the 10 s expiry margin.
   */
  walletConnectPairingLifetimeMs: z._default(z.number().check(z.int(), z.gt(PAIRING_EXPIRY_MARGIN_MS)), DEFAULTS.walletConnectPairingLifetimeMs),
  /**
   * The modal's language: a BCP 47 tag ('es', 'pt-BR' ...). A shipped locale (en, es, fr, de, pt,
   * ja, ko, zh, ar) or its language is used; anything else shows English.
   */
  locale: z.optional(z.string()),
  debug: z._default(z.boolean(), DEFAULTS.debug),
})

export type ThemeVariables = z.infer<typeof themeVariablesSchema>
export type AppKitOptionsInput = z.input<typeof appKitOptionsSchema>
export type AppKitOptions = z.output<typeof appKitOptionsSchema>
