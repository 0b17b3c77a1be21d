import { frameSocialProviderSchema } from '@portico/contracts'
import { z } from 'zod'

/** The id of the `<script type="application/json">` element the server puts the config in. */
export const SECURE_SITE_CONFIG_ELEMENT_ID = 'portico-secure-site-config'

/** An origin as `event.origin` spells it: scheme, host and port, no path, no trailing slash. */
export const originSchema = z.string().refine((value) => {
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}, 'Expected an origin such as http://127.0.0.1:5173')

/** A local EVM chain the frame signs for, with the node it forwards reads and transactions to. */
export const secureSiteChainSchema = z.strictObject({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  name: z.string().min(1),
})
export type SecureSiteChain = z.infer<typeof secureSiteChainSchema>

/** Where the frame sends a user to sign in at one provider, as the secure site is registered there. */
export const secureSiteSocialProviderSchema = z.object({
  authorizationEndpoint: z.url(),
  clientId: z.string().min(1),
  scope: z.string().min(1),
  /** An OpenID provider's issuer: the `iss` its answer must carry, when it sends one. */
  issuer: z.url().optional(),
  /** The provider POSTs its answer to the callback (Apple's): the frame asks with `response_mode=form_post`. */
  responseMode: z.literal('form_post').optional(),
})
export type SecureSiteSocialProvider = z.infer<typeof secureSiteSocialProviderSchema>

/** The social providers offered; one not listed is "not set up". */
export const secureSiteSocialSchema = z.object({ providers: z.partialRecord(frameSocialProviderSchema, secureSiteSocialProviderSchema) })
export type SecureSiteSocial = z.infer<typeof secureSiteSocialSchema>

/**
 * Where a project's approvals are answered: `popup`, a top-level window on the secure site's
 * origin that the page cannot style (the default); `frame`, the card in the frame, armed by
 * IntersectionObserver v2, for operators who accept that a page can hide it with `mask-image`.
 */
export const approvalSurfaceSchema = z.enum(['popup', 'frame'])
export type ApprovalSurface = z.infer<typeof approvalSurfaceSchema>

/** What the operator sets per project (the frame's `projectId`). */
export const secureSiteProjectSchema = z.object({
  approvals: approvalSurfaceSchema,
})
export type SecureSiteProject = z.infer<typeof secureSiteProjectSchema>

/**
 * What the server tells the frame page, as JSON data in the page (never code): where the auth
 * service answers, which dapp origins may embed the frame, the chains it can send on, the OpenID
 * providers of social login and the Farcaster relay (without either, that login fails with 'not set up').
 * @example secureSiteConfigSchema.parse({ authUrl: 'http://127.0.0.1:5180', allowedDappOrigins: ['http://127.0.0.1:5173'], chains: [] })
 */
export const secureSiteConfigSchema = z.object({
  authUrl: z.url(),
  allowedDappOrigins: z.array(originSchema).min(1),
  chains: z.array(secureSiteChainSchema),
  social: secureSiteSocialSchema.optional(),
  /** The Sign In With Farcaster relay (`http://127.0.0.1:5182`); without it, Farcaster login is not offered. */
  farcasterRelayUrl: z.url().optional(),
  /** The settings of the page's project (the server lists only that one); a project not listed gets the defaults (approvals in the popup). */
  projects: z.record(z.string(), secureSiteProjectSchema).optional(),
  /**
   * The site funds a new embedded EVM account (POST /v1/fund on the frame's origin): only the
   * sandbox's faucet on its local chains turns it on. Absent or false (production), the frame asks nothing.
   */
  fundNewAccounts: z.boolean().optional(),
})
export type SecureSiteConfig = z.infer<typeof secureSiteConfigSchema>
