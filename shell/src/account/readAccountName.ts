import { isRegisteredAccountName, reverseProfilesResponseSchema, type ApiClient } from '@portico/contracts'

/**
 * The account name registered to an address (GET /v1/profile/reverse/{address}), or undefined.
 * The identity lookup skips testnets and may not know our names, so without this the button of an
 * embedded-wallet user who chose a name would show the address after a reload until the names
 * plugin ran (it loads with the Account view).
 */
export async function readAccountName(api: ApiClient, address: string): Promise<string | undefined> {
  const profiles = await api.get(`/v1/profile/reverse/${address}`, reverseProfilesResponseSchema, { sender: address, apiVersion: '2' })
  return profiles.map((profile) => profile.name).find(isRegisteredAccountName)
}
