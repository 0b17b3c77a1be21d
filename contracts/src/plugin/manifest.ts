import * as z from 'zod/mini'
import { featuresSchema } from '../constants/features'
import { pluginCommandNameSchema } from './commands'
import { pluginIdSchema } from './pluginId'

/** The names of `createAppKit`'s `features` (AppKit's option names). */
export const featureNameSchema = z.enum(Object.keys(featuresSchema.shape) as [keyof typeof featuresSchema.shape, ...(keyof typeof featuresSchema.shape)[]])
export type FeatureName = z.infer<typeof featureNameSchema>

/**
 * The `features` flag that turns the plugin on (`features.swaps`); none: always on. A flag that is
 * a list (`features.socials`) turns it on when not empty, and with `listedBy` picks and orders the
 * plugin's connect methods by that argument (`provider`): the dapp's list, in its order.
 */
export const pluginFeatureSchema = z.object({
  flag: featureNameSchema,
  listedBy: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type PluginFeature = z.infer<typeof pluginFeatureSchema>

/**
 * What a plugin needs of the shell beyond the common host: `embeddedWallet` lends it
 * `PluginHost.auth`; `prepareEmbeddedWallet` also starts the secure frame on intent toward one of
 * its entries, so a sign-in opens without waiting for it; `accountProfile` lends it
 * `PluginHost.account`, to write the account's profile name.
 */
export const pluginCapabilitySchema = z.enum(['embeddedWallet', 'prepareEmbeddedWallet', 'accountProfile'])
export type PluginCapability = z.infer<typeof pluginCapabilitySchema>

const optionNameSchema = z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'Option names are camelCase'))

export const pluginManifestShape = {
  feature: z.optional(pluginFeatureSchema),
  /** The commands it answers for the dapp (`grantPermissions`): the shell routes them here. */
  commands: z.optional(z.array(pluginCommandNameSchema).check(z.maxLength(8))),
  capabilities: z.optional(z.array(pluginCapabilitySchema)),
  /** The `createAppKit` options it reads; the shell lends their values, as given, in `PluginHost.options.own`. */
  options: z.optional(z.array(optionNameSchema).check(z.maxLength(16))),
}

/**
 * What a plugin says of itself in its package.json, under `portico`: the feature flag that turns it
 * on, the commands it answers, the capabilities and `createAppKit` options it needs. The build
 * reads it when it finds the plugin (a wrong one fails the build) and stamps it into the plugin's
 * description, which the shell checks again at load.
 * @example pluginManifestSchema.parse({ feature: { flag: 'smartSessions' }, commands: ['grantPermissions'] })
 */
export const pluginManifestSchema = z.strictObject(pluginManifestShape)
export type PluginManifest = z.infer<typeof pluginManifestSchema>

/**
 * What the shell's build knows of every plugin found in `plugins/` (the `__PORTICO_PLUGINS__`
 * build constant): its id, feature flag and commands, so the shell knows which plugins the dapp's
 * features turn on, and who answers a command, before any description is read.
 */
export const builtPluginSchema = z.object({ id: pluginIdSchema, feature: pluginManifestShape.feature, commands: pluginManifestShape.commands })
export type BuiltPlugin = z.infer<typeof builtPluginSchema>
