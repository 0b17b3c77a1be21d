import * as z from 'zod/mini'
import { CONNECT_METHOD_ORDER } from './orders'
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
  swaps: z._default(z.boolean(), true),
  onramp: z._default(z.boolean(), true),
  receive: z._default(z.boolean(), true),
  send: z._default(z.boolean(), true),
  email: z._default(z.boolean(), true),
  history: z._default(z.boolean(), true),
  analytics: z._default(z.boolean(), true),
  allWallets: z._default(z.boolean(), true),
  legalCheckbox: z._default(z.boolean(), false),
  smartSessions: z._default(z.boolean(), false),
  collapseWallets: z._default(z.boolean(), false),
  socials: z._default(z.union([z.readonly(z.array(socialProviderSchema)), z.literal(false)]), DEFAULT_SOCIALS),
  /** The Connect view's methods in the dapp's order, only those listed; unset: the shell's rule (wallets first when one is installed). */
  connectMethodsOrder: z.optional(z.readonly(z.array(z.enum(CONNECT_METHOD_ORDER)).check(z.minLength(1)))),
})
/** What a dapp passes: every key optional. */
export type Features = z.input<typeof featuresSchema>
/** After defaults: every key set. */
export type ResolvedFeatures = z.output<typeof featuresSchema>

/** Every feature at its default (SPEC section 1). */
export const DEFAULT_FEATURES: Readonly<ResolvedFeatures> = Object.freeze(featuresSchema.parse({}))
