import { caipNetworkSchema, getErrorMessage, ThrownMessages, type CaipNetwork, type ChainNamespace } from '@portico/contracts'

/**
 * A network `addNetwork` was given, checked by its schema and against the namespace it is added
 * to; throws an Error with the first problem's message.
 * @example checkAddedNetwork('solana', mainnet) // throws ThrownMessages.CHAIN_NOT_SUPPORTED
 */
export function checkAddedNetwork(namespace: ChainNamespace, input: unknown): CaipNetwork {
  const parsed = caipNetworkSchema.safeParse(input)
  if (!parsed.success) throw new Error(`Invalid network: ${getErrorMessage(parsed.error)}`)
  if (parsed.data.chainNamespace !== namespace) throw new Error(ThrownMessages.CHAIN_NOT_SUPPORTED)
  return parsed.data
}
