import { frameSocialProviderSchema } from '@portico/contracts'
import { z } from 'zod'

/**
 * One identity provider as the operator registers the secure site with it: the client id and
 * secret (the secret from PORTICO_SECURE_SITE_SOCIAL_<PROVIDER>_SECRET), and, only to leave the
 * provider's public endpoints (SOCIAL_PROVIDER_PRESETS), an OpenID issuer or OAuth 2 endpoints.
 */
export const socialProviderSettingsSchema = z.strictObject({
  clientId: z.string().min(1),
  /** Absent for a public client (PKCE alone), as the sandbox's provider has. */
  clientSecret: z.string().min(1).optional(),
  /** OpenID Connect at this issuer (discovered), whatever the preset: the sandbox's stand-in. */
  issuer: z.url().optional(),
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  userInfoEndpoint: z.url().optional(),
  scope: z.string().min(1).optional(),
  /** `form_post`: the provider POSTs the code to the callback (Apple's, when it is asked for name or email). */
  responseMode: z.enum(['query', 'form_post']).optional(),
  /** Apple: the client secret is an ES256 JWT signed with the team's key; its id and the team id here, the key from the environment. */
  teamId: z.string().min(1).optional(),
  keyId: z.string().min(1).optional(),
  /** PKCS #8 PEM, from PORTICO_SECURE_SITE_SOCIAL_<PROVIDER>_KEY. */
  privateKey: z.string().min(1).optional(),
})
  .refine((provider) => [provider.teamId, provider.keyId, provider.privateKey].every((part) => part === undefined) || [provider.teamId, provider.keyId, provider.privateKey].every((part) => part !== undefined), {
    message: 'A signed client secret needs teamId, keyId and the key (PORTICO_SECURE_SITE_SOCIAL_<PROVIDER>_KEY)',
    path: ['privateKey'],
  })
  // Another issuer has another sign-in page: the frame sends users to it without discovery.
  .refine((provider) => !provider.issuer || provider.authorizationEndpoint, { message: 'An issuer needs its authorizationEndpoint', path: ['authorizationEndpoint'] })
export type SocialProviderSettings = z.infer<typeof socialProviderSettingsSchema>

/** The providers offered, each with its settings; a provider not listed answers "not set up". */
export const socialSettingsSchema = z.strictObject({ providers: z.partialRecord(frameSocialProviderSchema, socialProviderSettingsSchema) })
export type SocialSettings = z.infer<typeof socialSettingsSchema>

/** The environment variable holding a provider's client secret: PORTICO_SECURE_SITE_SOCIAL_GOOGLE_SECRET. */
export const socialSecretVariable = (provider: string) => `PORTICO_SECURE_SITE_SOCIAL_${provider.toUpperCase()}_SECRET`

/** The environment variable holding the key a provider's client secret is signed with (Apple): PORTICO_SECURE_SITE_SOCIAL_APPLE_KEY. */
export const socialKeyVariable = (provider: string) => `PORTICO_SECURE_SITE_SOCIAL_${provider.toUpperCase()}_KEY`
