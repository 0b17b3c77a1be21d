import * as z from 'zod/mini'
import { sessionPermissionSchema } from './grantPermissions'

const pci = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte permissions context id'))

/**
 * One session of an account, as GET /v1/sessions/{address} lists it (SPEC section 7): the project
 * that asked (its name as it said, its origin as the wallet saw), the chain, the key, the expiry
 * (unix seconds), the permissions granted and whether it was revoked.
 */
export const smartSessionSchema = z.object({
  pci,
  chainId: z.number().check(z.int(), z.positive()),
  project: z.object({ name: z.string().check(z.maxLength(200)), url: z.string().check(z.maxLength(500)) }),
  signer: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  expiry: z.number().check(z.int(), z.nonnegative()),
  permissions: z.array(sessionPermissionSchema),
  revoked: z.boolean(),
})
export type SmartSession = z.infer<typeof smartSessionSchema>

/** GET /v1/sessions/{address}: the account's sessions, newest first. */
export const smartSessionsResponseSchema = z.object({ sessions: z.array(smartSessionSchema).check(z.maxLength(200)) })
export type SmartSessionsResponse = z.infer<typeof smartSessionsResponseSchema>

/** POST /v1/sessions/{address}/revoke: the session and the owner's revocation signature (wallet_revokePermissions). */
export const revokeSessionBodySchema = z.object({ pci, signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature')) })
export type RevokeSessionBody = z.infer<typeof revokeSessionBodySchema>

/** Its answer. */
export const revokeSessionResponseSchema = z.object({ success: z.literal(true) })

/** What wallet_revokePermissions answers: the revocation signed by the account's owner. */
export const revokePermissionsResultSchema = revokeSessionBodySchema
