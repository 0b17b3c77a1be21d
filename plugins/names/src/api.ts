import {
  isAccountName,
  NAME_SUFFIX,
  nameLookupResponseSchema,
  nameSuggestionsResponseSchema,
  registerNameResponseSchema,
  reverseProfilesResponseSchema,
  type PluginHost,
  type RegisterNameBody,
} from '@portico/contracts'

/** The zone names are registered in: the suffix without its dot. */
export const NAME_ZONE = NAME_SUFFIX.slice(1)

/** A name of the zone whose label follows the rule (SPEC section 5 and DNS): what the network may offer. */
const isZoneName = (name: string) => name.endsWith(NAME_SUFFIX) && isAccountName(name.slice(0, -NAME_SUFFIX.length))

/**
 * GET /v1/profile/suggestions/{name}?zone=reown.id (SPEC section 7): the free names among them,
 * with their suffix; a suggestion the rule would refuse (too long, `xn--`) is not offered.
 */
export async function fetchNameSuggestions(host: PluginHost, name: string): Promise<string[]> {
  const { suggestions } = await host.api.blockchain.get(`/v1/profile/suggestions/${encodeURIComponent(name)}`, nameSuggestionsResponseSchema, { zone: NAME_ZONE })
  return suggestions.filter((suggestion) => suggestion.registered !== true && isZoneName(suggestion.name)).map((suggestion) => suggestion.name)
}

/** Whether a full name is registered: GET /v1/profile/account/{name}?apiVersion=2 answers its record, or `[]` when it is free. */
export async function isNameRegistered(host: PluginHost, fullName: string): Promise<boolean> {
  const answer = await host.api.blockchain.get(`/v1/profile/account/${encodeURIComponent(fullName)}`, nameLookupResponseSchema, { apiVersion: '2' })
  return !Array.isArray(answer)
}

/** GET /v1/profile/reverse/{address}?apiVersion=2: the account names registered to an address. */
export async function fetchNamesForAddress(host: PluginHost, address: string): Promise<string[]> {
  const profiles = await host.api.blockchain.get(`/v1/profile/reverse/${address}`, reverseProfilesResponseSchema, { sender: address, apiVersion: '2' })
  return profiles.map((profile) => profile.name)
}

/** POST /v1/profile/account: registers the name the signed message names; the service answers its record. */
export async function postNameRegistration(host: PluginHost, body: RegisterNameBody, fullName: string): Promise<void> {
  const record = await host.api.blockchain.post('/v1/profile/account', registerNameResponseSchema, body)
  if (record.name !== fullName) throw new Error(`The profile service registered ${record.name}, not ${fullName}`)
}
