import { getAddress, isAddress, type Address, type Hex } from 'viem'
import * as z from 'zod'

const addressSchema = z.string().refine((value) => isAddress(value, { strict: false }), 'Expected an address').transform((value) => getAddress(value) as Address)
const privateKeySchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte private key').transform((value) => value as Hex)

/** A token the chain swaps, as a Token Lists entry names it. */
const swapTokenSchema = z.object({
  address: addressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(24),
  decimals: z.number().int().min(0).max(36),
  logoURI: z.string().url().optional(),
})

/**
 * What the swaps, names and sessions engines read of one chain in the operator's configuration:
 * its RPC, its Uniswap V2 deployment and swap tokens (no `uniswapV2`: the chain does not swap),
 * and its session index (no `sessions`: the chain's sessions are not indexed).
 */
export const engineChainSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().url(),
  /** How long one RPC call may take before the request fails with a 503. */
  rpcTimeoutMs: z.number().int().positive().default(10_000),
  uniswapV2: z.object({ factory: addressSchema, router: addressSchema, weth: addressSchema }).optional(),
  swapTokens: z.array(swapTokenSchema).default([]),
  /** Tokens two-hop routes may pass through besides WETH (the chain's main stablecoin). */
  swapConnectors: z.array(addressSchema).default([]),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string() }).optional(),
  sessions: z
    .object({
      relayerPrivateKey: privateKeySchema,
      fromBlock: z.coerce.bigint().nonnegative().optional(),
      maxBlockRange: z.coerce.bigint().positive().optional(),
    })
    .optional(),
})
export type EngineChainConfig = z.infer<typeof engineChainSchema>

const onrampProviderSchema = z.object({
  name: z.string(),
  serviceProvider: z.string(),
  categories: z.array(z.string()),
  logos: z.object({ dark: z.string(), darkShort: z.string(), light: z.string(), lightShort: z.string() }),
  status: z.string(),
  websiteUrl: z.string(),
  countries: z.array(z.string().length(2)).optional(),
})

/**
 * The engines' part of the operator's configuration.
 * @example enginesConfigSchema.parse({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 */
export const enginesConfigSchema = z.object({
  chains: z.array(engineChainSchema),
  names: z.object({ zones: z.array(z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/)).min(1).default(['reown.id']) }).default({ zones: ['reown.id'] }),
  onramp: z
    .object({
      coinbase: z
        .object({
          appId: z.string().min(1),
          apiKey: z.string().optional(),
          apiUrl: z.string().url().default('https://api.developer.coinbase.com/onramp/v1'),
          payUrl: z.string().url().optional(),
          timeoutMs: z.number().int().positive().optional(),
        })
        .optional(),
      providers: z.array(onrampProviderSchema).default([]),
    })
    .default({ providers: [] }),
})
export type EnginesConfig = z.infer<typeof enginesConfigSchema>
