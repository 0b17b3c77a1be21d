import { sessionPermissionSchema, type HostedSession } from '@portico/contracts/sessions'
import * as z from 'zod/mini'

/** A SessionGranted event as the chain logged it, with its block's time (unix seconds). */
export type GrantedLog = { pci: `0x${string}`; signer: `0x${string}`; expiry: number; projectName: string; projectUrl: string; permissions: string; blockNumber: bigint; createdAt: number }

const permissionsSchema = z.array(sessionPermissionSchema)

/**
 * The sessions of one account on one chain from its logs, in the hosted list's shape (the
 * Blockchain API's `src/handlers/sessions/list.rs`): each grant, `revokedAt` the time of the
 * SessionRevoked naming its pci (null while none does), newest first. The context is the pci (the
 * account keeps the session under it); a grant whose permissions JSON does not parse is dropped
 * with a log line (the chain stores what the wallet wrote; the API answers only checked values).
 * @example sessionsFromLogs('project-id', granted, new Map([[revokedPci, revokedAt]]))
 */
export function sessionsFromLogs(projectId: string, granted: readonly GrantedLog[], revoked: ReadonlyMap<string, number>, log: (...args: unknown[]) => void = console.warn): HostedSession[] {
  return [...granted]
    .sort((a, b) => Number(b.blockNumber - a.blockNumber))
    .flatMap((grant) => {
      let json: unknown
      try {
        json = JSON.parse(grant.permissions)
      } catch {
        json = undefined
      }
      const permissions = permissionsSchema.safeParse(json)
      if (!permissions.success) {
        log(`[sessions mock] dropped session ${grant.pci}: its permissions are not ERC-7715`)
        return []
      }
      return [
        {
          project: { id: projectId, name: grant.projectName, url: grant.projectUrl, iconUrl: null },
          pci: grant.pci,
          expiry: grant.expiry,
          createdAt: grant.createdAt,
          permissions: permissions.data.map(({ type, data }) => ({ type, data })),
          policies: [],
          context: grant.pci,
          revokedAt: revoked.get(grant.pci.toLowerCase()) ?? null,
        },
      ]
    })
}
