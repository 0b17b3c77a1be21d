import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'

/** An AppKit-style network object (SPEC section 3, Network). */
export const caipNetworkSchema = z.object({
  id: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1))]),
  caipNetworkId: caipNetworkIdSchema,
  name: z.string().check(z.minLength(1)),
  chainNamespace: chainNamespaceSchema,
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int(), z.nonnegative()),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.readonly(z.array(z.string().check(z.url())).check(z.minLength(1))) }),
    chainDefault: z.optional(z.object({ http: z.readonly(z.array(z.string().check(z.url()))) })),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string().check(z.url()) }) })),
  testnet: z.optional(z.boolean()),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
})
export type CaipNetwork = z.infer<typeof caipNetworkSchema>
