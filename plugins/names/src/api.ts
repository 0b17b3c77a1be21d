import {
  accountProfileSchema,
  httpStatusMessage,
  NAME_SUFFIX,
  nameSuggestionsResponseSchema,
  registerNameResponseSchema,
  reverseProfilesResponseSchema,
  type PluginHost,
  type RegisterNameBody,
} from '@portico/contracts'

/** The zone names are registered in: the suffix without its dot. */
export const NAME_ZONE = NAME_SUFFIX.slice(1)

/** GET /v1/profile/suggestions/{name}?zone=reown.id (SPEC section 7): the free names among them, with their suffix. */
export async function fetchNameSuggestions(host: PluginHost, name: string): Promise<string[]> {
  const { suggestions } = await host.api.blockchain.get(`/v1/profile/suggestions/${encodeURIComponent(name)}`, nameSuggestionsResponseSchema, { zone: NAME_ZONE })
  return suggestions.filter((suggestion) => suggestion.registered !== true).map((suggestion) => suggestion.name)
}

/** Whether a full name is registered: GET /v1/profile/account/{name} answers it, or 404 when it is free. */
export async function isNameRegistered(host: PluginHost, fullName: string): Promise<boolean> {
  try {
    await host.api.blockchain.get(`/v1/profile/account/${encodeURIComponent(fullName)}`, accountProfileSchema, { apiVersion: '2' })
    return true
  } catch (error) {
    if (error instanceof Error && error.message === httpStatusMessage(404)) return false
    throw error
  }
}

/** GET /v1/profile/reverse/{address}: the account names registered to an address, oldest first. */
export async function fetchNamesForAddress(host: PluginHost, address: string): Promise<string[]> {
  const profiles = await host.api.blockchain.get(`/v1/profile/reverse/${address}`, reverseProfilesResponseSchema, { sender: address, apiVersion: '2' })
  return profiles.map((profile) => profile.name)
}

/** POST /v1/profile/account: registers the name the signed message names; throws unless it succeeds. */
export async function postNameRegistration(host: PluginHost, body: RegisterNameBody): Promise<void> {
  const { success } = await host.api.blockchain.post('/v1/profile/account', registerNameResponseSchema, body)
  if (!success) throw new Error('The profile service refused the name')
}
