import { COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME, COINBASE_ONRAMP_FALLBACK_CHAIN, type CoinbaseOnrampChain } from '../constants/onramp'
import type { CaipNetwork } from '../state/network'

/**
 * The Coinbase onramp network for a network, by its name; 'ethereum' for any network Coinbase
 * does not list (SPEC section 9), testnets and local chains included.
 * @example coinbaseOnrampChain({ name: 'OP Mainnet' }) // 'optimism'
 * @example coinbaseOnrampChain({ name: 'Anvil' }) // 'ethereum'
 */
export function coinbaseOnrampChain(caipNetwork: Pick<CaipNetwork, 'name'> | undefined): CoinbaseOnrampChain {
  const name = caipNetwork?.name
  // Own keys only: a network named 'constructor' must not reach Object.prototype.
  if (name !== undefined && Object.hasOwn(COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME, name)) {
    return COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME[name] ?? COINBASE_ONRAMP_FALLBACK_CHAIN
  }
  return COINBASE_ONRAMP_FALLBACK_CHAIN
}
