import { sessionPermissionSchema, type SmartSession } from '@portico/contracts/sessions'
import * as z from 'zod/mini'

/** A SessionGranted event as the chain logged it. */
export type GrantedLog = { pci: `0x${string}`; signer: `0x${string}`; expiry: number; projectName: string; projectUrl: string; permissions: string; blockNumber: bigint }

const permissionsSchema = z.array(sessionPermissionSchema)

/**
 * The sessions list of one chain from its logs: each grant, revoked when a SessionRevoked names
 * its pci, newest first. A grant whose permissions JSON does not parse is dropped with a log line
 * (the chain stores what the wallet wrote; the API answers only checked values).
 * @example sessionsFromLogs(31337, granted, new Set(revokedPcis))
 */
export function sessionsFromLogs(chainId: number, granted: readonly GrantedLog[], revoked: ReadonlySet<string>, log: (...args: unknown[]) => void = console.warn): SmartSession[] {
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
          pci: grant.pci,
          chainId,
          project: { name: grant.projectName, url: grant.projectUrl },
          signer: grant.signer,
          expiry: grant.expiry,
          permissions: permissions.data,
          revoked: revoked.has(grant.pci.toLowerCase()),
        },
      ]
    })
}
