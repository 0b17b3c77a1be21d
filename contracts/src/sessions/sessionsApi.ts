import * as z from 'zod/mini'
import { sessionPermissionSchema, type SessionPermission } from './grantPermissions'

// A permissions context id: the hosted service's are UUIDs, Portico's on-chain sessions' 32-byte hex.
const pci = z.string().check(z.minLength(1), z.maxLength(200))
const signature = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature'))

/**
 * One session as GET /v1/sessions/{CAIP-10 account} lists it (the Blockchain API's
 * `src/handlers/sessions/list.rs`): the project that asked, the session's id (pci), the expiry and
 * creation (unix seconds), the permissions and policies as `{ type, data }`, the context, and when
 * it was revoked (null while it is not).
 */
export const hostedSessionSchema = z.object({
  project: z.object({
    id: z.string().check(z.maxLength(200)),
    name: z.string().check(z.maxLength(200)),
    url: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
    iconUrl: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
  }),
  pci,
  expiry: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.number().check(z.int(), z.nonnegative()),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  policies: z.array(z.object({ type: z.string(), data: z.unknown() })),
  context: z.optional(z.nullable(z.string())),
  revokedAt: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
})
export type HostedSession = z.infer<typeof hostedSessionSchema>

/** GET /v1/sessions/{CAIP-10 account}: `{ pcis }`, at most 255 (the service's own cap). */
export const smartSessionsListSchema = z.object({ pcis: z.array(hostedSessionSchema).check(z.maxLength(255)) })
export type SmartSessionsList = z.infer<typeof smartSessionsListSchema>

/**
 * A session as the sessions view shows it: its chain (the account's, from the CAIP-10 address the
 * list was read for), its project, its expiry, the permissions Portico can describe, and whether it
 * was revoked.
 */
export type SmartSession = {
  pci: string
  chainId: number
  project: { name: string; url: string }
  expiry: number
  permissions: SessionPermission[]
  revoked: boolean
}

/**
 * The list's sessions on `chainId`, for the view: a permission that is not one of ERC-7715's three
 * Portico describes is left out of its session (the session itself is kept).
 * @example toSmartSessions(smartSessionsListSchema.parse(answer), 1)
 */
export function toSmartSessions({ pcis }: SmartSessionsList, chainId: number): SmartSession[] {
  return pcis.map((session) => ({
    pci: session.pci,
    chainId,
    project: { name: session.project.name, url: session.project.url ?? '' },
    expiry: session.expiry,
    permissions: session.permissions.flatMap((permission) => {
      const parsed = sessionPermissionSchema.safeParse(permission)
      return parsed.success ? [parsed.data] : []
    }),
    revoked: session.revokedAt !== null && session.revokedAt !== undefined,
  }))
}

/**
 * POST /v1/sessions/{CAIP-10 account}/revoke: the hosted service reads `{ pci }`; `signature`, the
 * owner's revocation (wallet_revokePermissions), is Portico's extension, which the hosted service
 * ignores and Portico's own server hands to its relayer (the chain checks it).
 */
export const revokeSessionBodySchema = z.object({ pci, signature })
export type RevokeSessionBody = z.infer<typeof revokeSessionBodySchema>

/** Its answer: an empty 200, nothing to read. */
export const revokeSessionResponseSchema = z.unknown()

/**
 * What wallet_revokePermissions answers: the revocation signed by the account's owner, as
 * `{ pci, signature }` (Portico's wallets) or the signature alone (what AppKit's client expects).
 */
export const revokePermissionsResultSchema = z.union([revokeSessionBodySchema, signature])
export type RevokePermissionsResult = z.infer<typeof revokePermissionsResultSchema>
