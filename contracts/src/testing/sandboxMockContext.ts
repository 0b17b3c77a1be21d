import type { HttpHandler } from 'msw'
import * as z from 'zod/mini'

const positiveInt = () => z.number().check(z.int(), z.positive())

/** A local EVM chain of the sandbox (anvil): its blocks answer balances and history. */
export const sandboxChainSchema = z.object({ chainId: positiveInt(), rpcUrl: z.url(), name: z.string() })
export type SandboxChain = z.infer<typeof sandboxChainSchema>

/** An ERC-20 the sandbox deployed at start. */
export const sandboxTokenSchema = z.object({ chainId: positiveInt(), address: z.string(), name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) })
export type SandboxToken = z.infer<typeof sandboxTokenSchema>

const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** Uniswap V2 as the sandbox deployed it on one local chain: the swaps mocks quote and build against it. */
export const sandboxUniswapV2Schema = z.object({ chainId: positiveInt(), factory: address(), router: address(), weth: address() })
export type SandboxUniswapV2 = z.infer<typeof sandboxUniswapV2Schema>

/** An SPL mint the sandbox's Solana RPC mock knows. */
export const solanaMockTokenSchema = z.object({ mint: z.string(), name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) })
export type SolanaMockToken = z.infer<typeof solanaMockTokenSchema>

/** An owner's balance of a mint, in base units. */
export const solanaMockTokenBalanceSchema = z.extend(solanaMockTokenSchema, { amount: z.bigint() })
export type SolanaMockTokenBalance = z.infer<typeof solanaMockTokenBalanceSchema>

/** A Solana transaction the RPC mock accepted, with the chain and time it landed. */
export const solanaMockActivitySchema = z.object({
  signature: z.string(),
  chain: z.string(),
  minedAt: z.string(),
  transfers: z.readonly(z.array(z.object({ from: z.string(), to: z.string(), lamports: z.bigint() }))),
  tokenTransfers: z.readonly(z.array(z.object({ from: z.string(), to: z.string(), mint: z.string(), amount: z.bigint() }))),
})
export type SolanaMockActivity = z.infer<typeof solanaMockActivitySchema>

/** The sandbox's Solana devnet as its RPC mock keeps it, read at each request. */
export interface SandboxSolanaLedger {
  /** The mints it knows. */
  tokens: readonly SolanaMockToken[]
  lamports: (address: string) => bigint
  tokenBalances: (address: string) => readonly SolanaMockTokenBalance[]
  /** Transactions that landed, oldest first. */
  activity: () => readonly SolanaMockActivity[]
}

/**
 * What the sandbox hands every plugin's `createMockHandlers`: the local chains and what the shell's
 * mocks keep, so a plugin's answers follow what the user did.
 */
export interface SandboxMockContext {
  chains: readonly SandboxChain[]
  tokens: readonly SandboxToken[]
  /** Uniswap V2 on each local chain that has it (the swaps plugin's AMM). */
  uniswapV2?: readonly SandboxUniswapV2[]
  solana: SandboxSolanaLedger
  /** The page's query: each plugin reads its own switches, e.g. `?onrampUrlFailures=1`. */
  query: URLSearchParams
}

/**
 * The one entry of a plugin's `./mocks` export: its MSW handlers for the sandbox.
 * @example export const createMockHandlers: CreateMockHandlers = ({ chains }) => createSendHandlers({ chains })
 */
export type CreateMockHandlers = (context: SandboxMockContext) => HttpHandler[]

/** A plugin's `./mocks` module, as the sandbox loads it. */
export interface PluginMocksModule {
  createMockHandlers: CreateMockHandlers
}
