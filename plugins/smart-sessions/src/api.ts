import type { PluginHost } from '@portico/contracts'
import { revokeSessionResponseSchema, smartSessionsResponseSchema, type RevokeSessionBody, type SmartSession } from '@portico/contracts/sessions'

/**
 * The account's sessions through GET /v1/sessions/{address} (SPEC section 7), each checked.
 * Fails with the API client's error ('HTTP status code: N', or the first schema issue).
 */
export async function fetchSessions(host: PluginHost, address: string): Promise<SmartSession[]> {
  const { sessions } = await host.api.blockchain.get(`/v1/sessions/${address}`, smartSessionsResponseSchema)
  return sessions
}

/** Submits a signed revocation through POST /v1/sessions/{address}/revoke with { pci, signature } (SPEC section 7). */
export async function postRevocation(host: PluginHost, address: string, body: RevokeSessionBody): Promise<void> {
  await host.api.blockchain.post(`/v1/sessions/${address}/revoke`, revokeSessionResponseSchema, body)
}
