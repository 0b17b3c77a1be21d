import { frameSocialProviderSchema } from '@portico/contracts'
import { z } from 'zod'

/**
 * One identity provider as the operator registers the secure site with it: the client id and
 * secret (the secret from PORTICO_SECURE_SITE_SOCIAL_<PROVIDER>_SECRET), and, only to leave the
 * provider's public endpoints (SOCIAL_PROVIDER_PRESETS), an OpenID issuer or OAuth 2 endpoints.
 */
export const socialProviderSettingsSchema = z.object({
  clientId: z.string().min(1),
  /** Absent for a public client (PKCE alone), as the sandbox's provider has. */
  clientSecret: z.string().min(1).optional(),
  /** OpenID Connect at this issuer (discovered), whatever the preset: the sandbox's stand-in. */
  issuer: z.url().optional(),
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  userInfoEndpoint: z.url().optional(),
  scope: z.string().min(1).optional(),
})
  // Another issuer has another sign-in page: the frame sends users to it without discovery.
  .refine((provider) => !provider.issuer || provider.authorizationEndpoint, { message: 'An issuer needs its authorizationEndpoint', path: ['authorizationEndpoint'] })
export type SocialProviderSettings = z.infer<typeof socialProviderSettingsSchema>

/** The providers offered, each with its settings; a provider not listed answers "not set up". */
export const socialSettingsSchema = z.object({ providers: z.partialRecord(frameSocialProviderSchema, socialProviderSettingsSchema) })
export type SocialSettings = z.infer<typeof socialSettingsSchema>

/** The environment variable holding a provider's client secret: PORTICO_SECURE_SITE_SOCIAL_GOOGLE_SECRET. */
export const socialSecretVariable = (provider: string) => `PORTICO_SECURE_SITE_SOCIAL_${provider.toUpperCase()}_SECRET`
