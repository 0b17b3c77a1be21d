import { frameSocialProviderSchema } from '@portico/contracts'
import { z } from 'zod'
import { originSchema } from '../secureSiteConfig'

/** How long a started sign-in waits for its result. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000

/**
 * A social sign-in between GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL, as the frame keeps it in
 * its storage: what the provider's answer must match (state), what proves this frame started it
 * (the PKCE verifier, the nonce), and for which dapp origin.
 */
export const socialFlowSchema = z.object({
  provider: z.enum(frameSocialProviderSchema.options),
  state: z.string().min(1).max(4_096),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  dappOrigin: originSchema,
  /** ms since the epoch. */
  startedAt: z.number().int().nonnegative(),
})
export type SocialFlow = z.infer<typeof socialFlowSchema>
