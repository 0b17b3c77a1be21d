import { API_CURRENCY, balanceResponseSchema, balancesOnChain, isImageUrl, nameLookupResponseSchema, type PluginHost, type TokenBalance } from '@portico/contracts'

/**
 * The account's balances from the Blockchain API (SPEC section 7): currency usd, the network, and
 * `forceUpdate` naming a token whose cached balance the API must re-read (after a send). A
 * balance the API sends without its chain is on the one asked for.
 */
export async function fetchApiBalances(
  host: PluginHost,
  args: { address: string; caipNetworkId: string; forceUpdate?: string },
): Promise<TokenBalance[]> {
  const { balances } = await host.api.blockchain.get(`/v1/account/${args.address}/balance`, balanceResponseSchema, {
    currency: API_CURRENCY,
    chainId: args.caipNetworkId,
    forceUpdate: args.forceUpdate,
  })
  return balancesOnChain(balances, args.caipNetworkId)
}

// Addresses by coin type: '60' is EVM (ENSIP-11).
const EVM_COIN_TYPE = '60'

/**
 * Resolves an account name (alice.reown.id) to its EVM address, and its `avatar` attribute when
 * that is an http(s) image, through GET /v1/profile/account/{name}?apiVersion=2 (SPEC section 7);
 * throws when the name is free (the service answers `[]`) or has no address.
 */
export async function resolveName(host: PluginHost, name: string): Promise<{ address: string; avatar?: string }> {
  const profile = await host.api.blockchain.get(`/v1/profile/account/${encodeURIComponent(name)}`, nameLookupResponseSchema, { apiVersion: '2' })
  if (Array.isArray(profile)) throw new Error(`${name} is not registered`)
  const address = profile.addresses[EVM_COIN_TYPE]?.address ?? Object.values(profile.addresses)[0]?.address
  if (!address) throw new Error(`${name} has no address`)
  const avatar = profile.attributes?.avatar
  return avatar !== undefined && isImageUrl(avatar) ? { address, avatar } : { address }
}
