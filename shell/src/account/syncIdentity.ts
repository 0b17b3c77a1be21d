import { identityResponseSchema, type ApiClient, type CaipNetwork } from '@portico/contracts'
import type { IdentityCache } from './createIdentityCache'

export interface Profile {
  profileName?: string
  profileImage?: string
}

/**
 * SPEC section 4 identity sync: non-EVM networks and testnets clear the profile; otherwise the
 * identity lookup (cached 5 minutes) gives the name and avatar. A failed lookup clears the image
 * and leaves no name, so the address shows.
 */
export async function syncIdentity(args: {
  address: string
  network: CaipNetwork
  api: ApiClient
  cache: IdentityCache
}): Promise<Profile> {
  const { address, network, api, cache } = args
  if (network.chainNamespace !== 'eip155' || network.testnet) return {}
  let identity = cache.get(address)
  if (!identity) {
    try {
      identity = await api.get(`/v1/identity/${address}`, identityResponseSchema, { sender: address })
      cache.set(address, identity)
    } catch {
      return {}
    }
  }
  return {
    ...(identity.name ? { profileName: identity.name } : {}),
    ...(identity.avatar ? { profileImage: identity.avatar } : {}),
  }
}
