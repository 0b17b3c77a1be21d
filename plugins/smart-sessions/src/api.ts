import { parseCaipAddress, type PluginHost } from '@portico/contracts'
import { revokeSessionResponseSchema, smartSessionsListSchema, toSmartSessions, type RevokeSessionBody, type SmartSession } from '@portico/contracts/sessions'

/**
 * The account's sessions on its chain through GET /v1/sessions/{CAIP-10 account} (the Blockchain
 * API's `{ pcis }`), checked and read for the view. Fails with the API client's error
 * ('HTTP status code: N', or the first schema issue).
 * @example await fetchSessions(host, 'eip155:1:0xf39F...')
 */
export async function fetchSessions(host: PluginHost, caipAddress: string): Promise<SmartSession[]> {
  const list = await host.api.blockchain.get(`/v1/sessions/${caipAddress}`, smartSessionsListSchema)
  return toSmartSessions(list, Number(parseCaipAddress(caipAddress).chainId))
}

/**
 * Submits a signed revocation through POST /v1/sessions/{CAIP-10 account}/revoke with `{ pci,
 * signature }` (the hosted service reads the pci; Portico's server relays the signature). Its
 * answer is an empty 200.
 */
export async function postRevocation(host: PluginHost, caipAddress: string, body: RevokeSessionBody): Promise<void> {
  await host.api.blockchain.post(`/v1/sessions/${caipAddress}/revoke`, revokeSessionResponseSchema, body)
}
