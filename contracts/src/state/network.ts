import { z } from 'zod'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'

/** An AppKit-style network object (SPEC section 3, Network). */
export const caipNetworkSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]),
  caipNetworkId: caipNetworkIdSchema,
  name: z.string().min(1),
  chainNamespace: chainNamespaceSchema,
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string().url()).min(1).readonly() }),
    chainDefault: z.object({ http: z.array(z.string().url()).readonly() }).optional(),
  }),
  blockExplorers: z
    .object({ default: z.object({ name: z.string(), url: z.string().url() }) })
    .optional(),
  testnet: z.boolean().optional(),
  assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
})
export type CaipNetwork = z.infer<typeof caipNetworkSchema>
