import { z } from 'zod'
import { DEFAULT_SOCIALS, socialProviderSchema } from './socials'

/** The switchable features, by their option names (SPEC section 1). */
export const featureFlagSchema = z.enum([
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
])
export type FeatureFlag = z.infer<typeof featureFlagSchema>
export const FEATURE_FLAGS: readonly FeatureFlag[] = Object.freeze([...featureFlagSchema.options])

/**
 * The `features` option of `createAppKit` with the spec's defaults (SPEC section 1): every flag
 * optional on input and filled on output; `socials` lists the providers to offer, or `false` for
 * none. Unknown keys are dropped.
 * @example featuresSchema.parse({ swaps: false }).onramp // true
 */
export const featuresSchema = z.object({
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  receive: z.boolean().default(true),
  send: z.boolean().default(true),
  email: z.boolean().default(true),
  history: z.boolean().default(true),
  analytics: z.boolean().default(true),
  allWallets: z.boolean().default(true),
  legalCheckbox: z.boolean().default(false),
  smartSessions: z.boolean().default(false),
  collapseWallets: z.boolean().default(false),
  socials: z.union([z.array(socialProviderSchema).readonly(), z.literal(false)]).default(DEFAULT_SOCIALS),
})
/** What a dapp passes: every key optional. */
export type Features = z.input<typeof featuresSchema>
/** After defaults: every key set. */
export type ResolvedFeatures = z.output<typeof featuresSchema>

/** Every feature at its default (SPEC section 1). */
export const DEFAULT_FEATURES: Readonly<ResolvedFeatures> = Object.freeze(featuresSchema.parse({}))
