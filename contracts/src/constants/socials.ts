import * as z from 'zod/mini'

/** Social login providers Portico offers (SPEC section 1). */
export const socialProviderSchema = z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
export type SocialProvider = z.infer<typeof socialProviderSchema>

/** Socials offered by default, in this order (SPEC section 1). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = Object.freeze([...socialProviderSchema.options])

/** Provider values the embedded-wallet frame accepts; Farcaster has its own flow (SPEC section 1). */
export const frameSocialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export type FrameSocialProvider = z.infer<typeof frameSocialProviderSchema>
export const FRAME_SOCIAL_PROVIDERS: readonly FrameSocialProvider[] = Object.freeze([...frameSocialProviderSchema.options])

