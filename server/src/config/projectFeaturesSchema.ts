import { z } from 'zod'

/** The social providers AppKit's remote config may list (its `social_login` feature, beside `email`). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/**
 * A project's feature switches, as the hosted dashboard keeps them: the server answers them as the
 * remote project config (`GET /appkit/v1/config`). A switch left out is the dapp's own to decide.
 */
export const projectFeaturesSchema = z.strictObject({
  email: z.boolean().optional(),
  /** The social logins offered; `[]` offers none. */
  socials: z.array(z.enum(SOCIAL_PROVIDERS)).optional(),
  swaps: z.boolean().optional(),
  onramp: z.boolean().optional(),
  /** Activity (transaction history), `features.history` in the dapp's options. */
  activity: z.boolean().optional(),
  reownBranding: z.boolean().optional(),
})
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>
