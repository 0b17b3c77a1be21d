import { grantPermissionsRequestSchema, issuePath, type GrantPermissionsRequest } from '@portico/contracts/sessions'

/** What a request that breaks ERC-7715 fails with, before any wallet is asked. */
export const INVALID_REQUEST_PREFIX = 'Invalid grantPermissions request'

/**
 * Checks a dapp's `grantPermissions` request against ERC-7715 (zod): a failure names the field
 * and what it must be ('Invalid grantPermissions request: permissions[0].data.address must be an
 * address (0x and 40 hex digits)'), so the dapp's developer sees what to fix.
 * @example parseGrantPermissionsRequest({ chainId: '0x7a69', expiry, signer, permissions }).expiry
 */
export function parseGrantPermissionsRequest(request: unknown): GrantPermissionsRequest {
  const parsed = grantPermissionsRequestSchema.safeParse(request)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue ? issuePath(issue.path) : ''
  throw new Error(`${INVALID_REQUEST_PREFIX}: ${where ? `${where} ` : ''}${issue?.message ?? 'expected { chainId, expiry, signer, permissions }'}`)
}
