import { sessionPermissionSchema } from '@portico/contracts/sessions'
import * as z from 'zod'
import { evmAccountSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { readChain } from '../readChain'
import { indexSessionLogs } from './indexSessionLogs'
import type { SessionsDeps } from './sessionsDeps'

/** The most sessions one answer lists (the service's MAX_PCIS_COUNT). */
const MAX_PCIS_COUNT = 255

/** GET /v1/sessions/{CAIP-10 account}: the account from the path, the project from the query. */
export const listSessionsRequestSchema = z.object({ address: evmAccountSchema, projectId: z.string().min(1) })

/** A session as the service lists it (`Pci` of blockchain-api `src/handlers/sessions/list.rs`). */
export interface SessionAnswer {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string
  revokedAt: number | null
}

export interface SessionsListAnswer {
  pcis: SessionAnswer[]
}

/** The permissions JSON a grant logged, if it is ERC-7715 that Portico reads; else undefined. */
function readPermissions(text: string): { type: string; data: unknown }[] | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = z.array(z.unknown()).safeParse(json)
  if (!parsed.success) return undefined
  const permissions = parsed.data.map((item) => sessionPermissionSchema.safeParse(item))
  return permissions.every((permission) => permission.success) ? permissions.map(({ data }) => ({ type: data!.type, data: data!.data })) : undefined
}

/**
 * GET /v1/sessions/{CAIP-10 account}: brings the chain's log index up to date, then lists the
 * account's sessions from it, newest first: the project the grant named, the pci (also the
 * context: the account keeps the session under it), expiry and grant time, the permissions,
 * `revokedAt` once a SessionRevoked names it. A grant whose permissions are not ERC-7715 is left
 * out (the chain stores what the wallet wrote). A chain the server does not index lists nothing.
 * @example await listSessions({ address: 'eip155:31337:0xf39F...', projectId: 'p' }, deps)
 */
export async function listSessions(request: unknown, deps: SessionsDeps): Promise<SessionsListAnswer> {
  const { address, projectId } = parseRequest(listSessionsRequestSchema, request)
  const chain = deps.chains.get(address.chainId)
  if (!chain) return { pcis: [] }
  await readChain(`eip155:${chain.chainId}`, () => indexSessionLogs(chain, deps.store))
  const sessions = (await deps.store.sessionsOf(chain.chainId, address.address)).sort((a, b) => Number(b.blockNumber - a.blockNumber))
  const pcis = sessions.flatMap((session) => {
    const permissions = readPermissions(session.permissions)
    if (!permissions) return []
    return [
      {
        project: { id: projectId, name: session.projectName, url: session.projectUrl || null, iconUrl: null },
        pci: session.pci,
        expiry: session.expiry,
        createdAt: session.createdAt,
        permissions,
        policies: [],
        context: session.pci,
        revokedAt: session.revokedAt,
      },
    ]
  })
  return { pcis: pcis.slice(0, MAX_PCIS_COUNT) }
}
