import { z } from 'zod'
import { projectFeaturesSchema } from './projectFeaturesSchema'
import { addressSchema, tokenListSchema } from './tokenListSchema'

/** Multicall3's address, the same on every chain that has it. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

const httpUrlSchema = z.url({ protocol: /^https?$/ })

/** Where a chain's tokens come from: a Token Lists file, a URL serving one, or the list itself. */
export const tokenListSourceSchema = z.union([
  z.strictObject({ file: z.string().min(1) }),
  z.strictObject({ url: httpUrlSchema }),
  z.strictObject({ inline: tokenListSchema }),
])
export type TokenListSource = z.infer<typeof tokenListSourceSchema>

/** USD prices from a Uniswap V2 deployment's pools against a stablecoin worth one dollar. */
export const priceSourceSchema = z.strictObject({
  stablecoin: addressSchema,
  uniswapV2: z.strictObject({ factory: addressSchema, router: addressSchema, weth: addressSchema }),
})
export type PriceSource = z.infer<typeof priceSourceSchema>

/**
 * Where a chain's transaction history is read: the node's Otterscan API (with the ERC-20 transfers
 * others send, from eth_getLogs in ranges of at most `maxLogBlockRange` blocks, `maxLogRanges` a
 * page), or a Blockscout instance's REST API v2. NFTs of `spamCollections` (the operator's list)
 * come flagged as spam, which the modal hides.
 */
export const historySourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('otterscan'), maxLogBlockRange: z.number().int().positive().default(10_000), maxLogRanges: z.number().int().min(1).max(50).default(5), spamCollections: z.array(addressSchema).default([]) }),
  z.strictObject({ kind: z.literal('blockscout'), url: httpUrlSchema }),
])
export type HistorySource = z.infer<typeof historySourceSchema>

/** Swaps from the chain's Uniswap V2 deployment over its token list; connectors are extra two-hop middles. */
export const swapsSourceSchema = z.strictObject({
  uniswapV2: z.strictObject({ factory: addressSchema, router: addressSchema, weth: addressSchema }),
  connectors: z.array(addressSchema).default([]),
})

/** The chain's session-account log index and the relayer (a name in `keys`) that submits revocations. */
export const sessionsSourceSchema = z.strictObject({
  relayerKey: z.string().min(1),
  fromBlock: z.coerce.bigint().nonnegative().optional(),
  maxBlockRange: z.coerce.bigint().positive().optional(),
})

export const chainConfigSchema = z.strictObject({
  /** CAIP-2, e.g. `eip155:1`. */
  id: z.string().regex(/^eip155:[1-9]\d{0,18}$/, 'Expected a CAIP-2 eip155 chain id'),
  name: z.string().min(1).optional(),
  rpcUrl: httpUrlSchema,
  testnet: z.boolean().default(false),
  nativeCurrency: z.strictObject({ name: z.string(), symbol: z.string(), decimals: z.number().int() }).default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
  multicall3: addressSchema.default(MULTICALL3_ADDRESS),
  tokenList: tokenListSourceSchema.optional(),
  prices: priceSourceSchema.optional(),
  ensRegistry: addressSchema.optional(),
  history: historySourceSchema.optional(),
  swaps: swapsSourceSchema.optional(),
  sessions: sessionsSourceSchema.optional(),
})
export type ChainConfig = z.infer<typeof chainConfigSchema>

/** An origin a project allows (`https://dapp.example`), or `*` for any. */
const originSchema = z.union([z.literal('*'), z.url().transform((value) => new URL(value).origin)])

const rateLimitSchema = z.strictObject({ requests: z.number().int().positive(), windowSeconds: z.number().int().positive() })
export type RateLimitConfig = z.infer<typeof rateLimitSchema>

/** A JSON-RPC method name as nodes spell them (`eth_getBalance`). */
const rpcMethodNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,127}$/, 'Expected a JSON-RPC method name')

export const projectConfigSchema = z.strictObject({
  id: z.string().min(1).max(128),
  name: z.string().optional(),
  allowedOrigins: z.array(originSchema).default([]),
  /** Requests a project may make per window, counted across every instance. */
  rateLimit: rateLimitSchema.default({ requests: 600, windowSeconds: 60 }),
  /** Requests one client (its address, see `trustProxy`) may make per window in this project, across every instance. */
  clientRateLimit: rateLimitSchema.default({ requests: 300, windowSeconds: 60 }),
  /** Methods the JSON-RPC proxy forwards for this project beyond the default list (server/src/rpc/proxyRpcMethods.ts). */
  rpcMethods: z.array(rpcMethodNameSchema).default([]),
  /** Feature switches answered as AppKit's remote project config (GET /appkit/v1/config); left out, the dapp decides. */
  features: projectFeaturesSchema.optional(),
})
export type ProjectConfig = z.infer<typeof projectConfigSchema>

export const catalogueConfigSchema = z.strictObject({
  /** A JSON file `{ wallets: [...] }` in the hosted `/getWallets` record shape. */
  file: z.string().min(1),
  /** Wallet images named `<imageId>.<ext>`, and asset (chain, token) images beside them. */
  imagesDir: z.string().min(1).optional(),
})

/** An onramp provider listed by GET /v1/onramp/providers (`ProvidersResponse`), optionally for some countries only. */
const onrampProviderSchema = z.strictObject({
  name: z.string(),
  serviceProvider: z.string(),
  categories: z.array(z.string()),
  logos: z.strictObject({ dark: z.string(), darkShort: z.string(), light: z.string(), lightShort: z.string() }),
  status: z.string(),
  websiteUrl: z.string(),
  countries: z.array(z.string().length(2)).optional(),
})

/** The operator's onramp: its Coinbase Onramp app (the API key a name in `keys`) and the providers it lists. */
export const onrampConfigSchema = z.strictObject({
  coinbase: z
    .strictObject({
      appId: z.string().min(1),
      apiKey: z.string().min(1).optional(),
      apiUrl: httpUrlSchema.default('https://api.developer.coinbase.com/onramp/v1'),
      payUrl: httpUrlSchema.optional(),
      timeoutMs: z.number().int().positive().optional(),
    })
    .optional(),
  providers: z.array(onrampProviderSchema).default([]),
})

/** Bytes a request body may have, per kind of route; a bigger one answers 413 before more is read. */
export const bodyLimitsSchema = z
  .strictObject({
    /** Every REST call not named below. */
    default: z.number().int().positive().default(64 * 1024),
    /** The JSON-RPC proxy: room for a raw transaction carrying blobs. */
    rpc: z.number().int().positive().default(1024 * 1024),
    /** Analytics `/batch`: a beacon holds at most 64 kB in browsers. */
    analytics: z.number().int().positive().default(256 * 1024),
  })
  .default({ default: 64 * 1024, rpc: 1024 * 1024, analytics: 256 * 1024 })

/** What the JSON-RPC proxy takes and gives back. */
export const rpcProxySchema = z
  .strictObject({
    /** Requests in one batch. */
    maxBatchSize: z.number().int().min(1).max(1000).default(50),
    /** Blocks one eth_getLogs may span (`toBlock - fromBlock + 1`). */
    maxLogBlockRange: z.number().int().positive().default(10_000),
    /** Bytes of one answer from the node, a batch's whole answer included. */
    maxResponseBytes: z.number().int().positive().default(5 * 1024 * 1024),
    /** Clients' single requests sent to the node as one batch when they arrive together (createUpstreamBatcher); 1 sends each alone. */
    upstreamBatchSize: z.number().int().min(1).max(100).default(20),
  })
  .default({ maxBatchSize: 50, maxLogBlockRange: 10_000, maxResponseBytes: 5 * 1024 * 1024, upstreamBatchSize: 20 })

/**
 * Where the client's address comes from when a proxy stands in front: `header` lists addresses
 * (`X-Forwarded-For`: client, proxy1, proxy2), and the address `hops` entries from its right end is
 * the one the nearest trusted proxy saw. Unset, the connection's own address counts.
 */
export const trustProxySchema = z.strictObject({ header: z.string().min(1).default('x-forwarded-for'), hops: z.number().int().min(1).max(10).default(1) })
export type TrustProxyConfig = z.infer<typeof trustProxySchema>

/** What analytics `/batch` stores, and for how long. */
export const analyticsConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    /** Events of one batch; the rest are dropped. */
    maxEventsPerBatch: z.number().int().positive().max(1000).default(100),
    /** Bytes of one event as JSON; a bigger one is dropped. */
    maxEventBytes: z.number().int().positive().default(8 * 1024),
    /** Days an event is kept; the sweep deletes older ones. */
    retentionDays: z.number().int().positive().default(30),
  })
  .default({ enabled: true, maxEventsPerBatch: 100, maxEventBytes: 8 * 1024, retentionDays: 30 })

/** Requests one instance works on at once, and one project's share of them; past either, 503 at once. */
export const concurrencySchema = z
  .strictObject({
    perInstance: z.number().int().positive().default(512),
    perProject: z.number().int().positive().default(256),
  })
  .default({ perInstance: 512, perProject: 256 })

export const serverConfigSchema = z
  .strictObject({
    port: z.number().int().min(0).max(65_535).default(8080),
    /**
     * Processes `portico-server start` runs on the one port (node:cluster), each an instance to the
     * rate limits' tolerance; `auto` is one per core. Node answers HTTP on one thread, so this is how
     * one machine's cores all serve. More than one needs PostgreSQL: PGlite belongs to one process.
     */
    workers: z.union([z.literal('auto'), z.number().int().min(1).max(64)]).default(1),
    host: z.string().default('0.0.0.0'),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Every call to a node or indexer gives up after this long. */
    upstreamTimeoutMs: z.number().int().positive().default(10_000),
    /** Transactions a history page asks the node for (Otterscan returns whole blocks, so a page may hold more). */
    historyPageSize: z.number().int().min(1).max(100).default(25),
    /** The public URL of this server, for links it hands out (images); defaults to the request's own. */
    publicUrl: httpUrlSchema.optional(),
    database: z
      .strictObject({
        url: z.string().regex(/^postgres(ql)?:\/\/[^/]/, 'Expected a postgres:// URL').optional(),
        dataDir: z.string().optional(),
        /** Tries to reach PostgreSQL at start, 0.5 s apart and doubling to 8 s (8: about 30 s), for a database starting beside the server. */
        connectAttempts: z.number().int().min(1).max(20).default(8),
      })
      .default({ connectAttempts: 8 }),
    chains: z.array(chainConfigSchema).default([]),
    projects: z.array(projectConfigSchema).min(1, 'Expected at least one project'),
    /** Named secrets (relayer keys, provider keys) engines read by name. */
    keys: z.record(z.string(), z.string()).default({}),
    catalogue: catalogueConfigSchema.optional(),
    analytics: analyticsConfigSchema,
    bodyLimits: bodyLimitsSchema,
    /** JSON nesting a request body may have; deeper answers 400. */
    maxJsonDepth: z.number().int().min(4).max(1000).default(64),
    rpc: rpcProxySchema,
    concurrency: concurrencySchema,
    trustProxy: trustProxySchema.optional(),
    /** The zones account names are registered in, the first the default. */
    names: z
      .strictObject({
        zones: z.array(z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/)).min(1).default(['reown.id']),
        /** Names one address may hold. */
        maxPerAddress: z.number().int().positive().default(10),
        /** The CCIP-read gateway (POST /v1/ccip) of an OffchainResolver set on `parent`: `<label>.<parent>` resolves to `<label>.<first zone>`. */
        ccip: z.strictObject({ parent: z.string().min(3), resolver: addressSchema, signerKey: z.string().min(1), ttlSeconds: z.number().int().positive().default(300) }).optional(),
      })
      .default({ zones: ['reown.id'], maxPerAddress: 10 }),
    onramp: onrampConfigSchema.default({ providers: [] }),
  })
  .refine((config) => config.workers === 1 || config.database.url !== undefined, {
    path: ['workers'],
    message: 'more than one worker needs PostgreSQL (database.url): PGlite belongs to one process',
  })
export type PorticoServerConfig = z.infer<typeof serverConfigSchema>
/** The configuration as written, before defaults. */
export type PorticoServerConfigInput = z.input<typeof serverConfigSchema>
