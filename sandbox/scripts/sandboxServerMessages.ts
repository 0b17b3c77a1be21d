import { isAddress, type Address } from 'viem'
import * as z from 'zod/mini'
import { sandboxChainSchema, sandboxTokenSchema, sandboxUniswapV2Schema } from '../../contracts/src/testing/sandboxMockContext'

/** What the parent sends the server's process: start for these chains, or stop. */
export const sandboxServerCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    chains: z.array(sandboxChainSchema),
    tokens: z.array(sandboxTokenSchema),
    uniswapV2: z.array(sandboxUniswapV2Schema),
    collections: z.array(z.object({ chainId: z.number(), address: z.custom<Address>((value) => typeof value === 'string' && isAddress(value)), name: z.string(), symbol: z.string(), spam: z.boolean() })),
    port: z.number().check(z.int(), z.nonnegative()),
    allowedOrigins: z.array(z.string()),
  }),
  z.object({ type: z.literal('stop') }),
])
export type SandboxServerCommand = z.infer<typeof sandboxServerCommandSchema>

/** What the server's process answers: its store is open, it listens at url, it stopped, or it failed. */
export const sandboxServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('storeOpen'), ms: z.number() }),
  z.object({ type: z.literal('ready'), url: z.url() }),
  z.object({ type: z.literal('stopped') }),
  z.object({ type: z.literal('failed'), message: z.string() }),
])
export type SandboxServerEvent = z.infer<typeof sandboxServerEventSchema>
