import type { PluginHost } from '@portico/contracts'
import { grantPermissionsResponseSchema, issuePath, type GrantPermissionsResponse } from '@portico/contracts/sessions'
import { parseGrantPermissionsRequest } from './parseGrantPermissionsRequest'

/**
 * The `grantPermissions` command (`appKit.grantPermissions(request)`): checks the request, asks
 * the connected wallet with `wallet_grantPermissions` (the embedded wallet approves in its frame
 * and grants on chain) and answers its ERC-7715 response, checked too. The wallet's refusal
 * (4001 and others) comes back as it is.
 * @example const { context } = await grantPermissions(host, { chainId: '0x7a69', expiry, signer, permissions })
 */
export async function grantPermissions(host: PluginHost, request: unknown): Promise<GrantPermissionsResponse> {
  const checked = parseGrantPermissionsRequest(request)
  const answer = await host.rpc.request({ method: 'wallet_grantPermissions', params: [checked] })
  const parsed = grantPermissionsResponseSchema.safeParse(answer)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`The wallet answered wallet_grantPermissions with something else than ERC-7715: ${issue ? `${issuePath(issue.path)} ${issue.message}` : 'not an object'}`)
  }
  return parsed.data
}
