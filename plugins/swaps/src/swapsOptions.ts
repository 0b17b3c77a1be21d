import { SWAP_CHAIN_IDS, type PluginHost } from '@portico/contracts'
import * as z from 'zod/mini'

/**
 * The swaps plugin's own `createAppKit` options (its description names them; the shell lends them
 * as the dapp passed them):
 * - `swapChainIds`: the EVM chain ids where Swap is offered, default the 12 of SPEC section 9;
 * - `swapRouters`: the routers a swap may call, by chain id (a listed chain replaces the defaults);
 * - `swapMaxPriceDeviation`: percent a quote's USD value may stray from the input's (default 10).
 */
export const swapsOptionsSchema = z.object({
  swapChainIds: z._default(z.readonly(z.array(z.number().check(z.int(), z.positive()))), SWAP_CHAIN_IDS),
  swapRouters: z.optional(z.record(z.string(), z.readonly(z.array(z.string())))),
  swapMaxPriceDeviation: z.optional(z.number()),
})
export type SwapsOptions = z.output<typeof swapsOptionsSchema>

const parsed = new WeakMap<object, SwapsOptions>()

/**
 * The dapp's swaps options, checked once per host: an invalid one is logged and the defaults serve.
 * @example swapsOptions(host).swapChainIds // [1, 42161, ...]
 */
export function swapsOptions(host: Pick<PluginHost, 'options' | 'log'>): SwapsOptions {
  const own = host.options.own
  let options = parsed.get(own)
  if (!options) {
    const result = swapsOptionsSchema.safeParse(own)
    if (!result.success) host.log.error('swaps options ignored:', result.error.issues[0]?.message)
    options = result.success ? result.data : swapsOptionsSchema.parse({})
    parsed.set(own, options)
  }
  return options
}
