import { caipNetworkSchema, featuresSchema, pluginFeatureIdSchema } from '@portico/contracts'
import { z } from 'zod'

const metadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
})

const themeVariablesSchema = z
  .object({
    '--w3m-accent': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number(),
    '--w3m-font-family': z.string(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-z-index': z.number(),
  })
  .partial()

/**
 * `createAppKit` options, named as Reown AppKit names them so a dapp can switch with an import
 * change. Unknown options are kept and reported with a warning, so an AppKit config still starts.
 */
export const appKitOptionsSchema = z
  .object({
    projectId: z.string().optional(),
    networks: z.array(caipNetworkSchema).min(1, 'At least one network is required').readonly(),
    defaultNetwork: caipNetworkSchema.optional(),
    metadata: metadataSchema.optional(),
    features: featuresSchema.optional(),
    themeMode: z.enum(['dark', 'light']).default('dark'),
    themeVariables: themeVariablesSchema.optional(),
    /** Sign-in with a wallet; the interface arrives with SIWX support. */
    siwx: z.unknown().optional(),
    /** Legacy AppKit sign-in option; only checked for the conflict with `siwx`. */
    siweConfig: z.unknown().optional(),
    /** When false the modal element is not added to the page body. */
    enableEmbedded: z.boolean().default(false),
    /** Base URL of the plugin remotes; default `plugins/` next to the page. */
    pluginBaseUrl: z.string().optional(),
    /** Per-plugin remote entry URL overrides (independent deployment). */
    pluginUrls: z.partialRecord(pluginFeatureIdSchema, z.string()).optional(),
    /** How long a plugin remote may take to load and set up before it counts as failed. */
    pluginTimeoutMs: z.number().int().positive().default(15_000),
    debug: z.boolean().default(false),
  })
  .loose()

export type AppKitOptionsInput = z.input<typeof appKitOptionsSchema>
export type AppKitOptions = z.output<typeof appKitOptionsSchema>
