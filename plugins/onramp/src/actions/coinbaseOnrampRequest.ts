import { coinbaseOnrampChain, DEFAULT_ONRAMP_EXPERIENCE, type CaipNetwork, type GenerateOnrampUrlRequest } from '@portico/contracts'

export interface CoinbaseOnrampRequestParameters {
  address: string
  network: Pick<CaipNetwork, 'name'>
  /** Symbols to offer ('ETH', 'USDC'); every asset when absent. */
  assets?: readonly string[]
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/**
 * The body of POST /v1/generators/onrampurl for a wallet on a network (SPEC section 7): delivered
 * on the network's Coinbase chain, which is also preselected; the address is the partner user id;
 * experience 'buy'; assets and preset amounts only when known.
 * @example coinbaseOnrampRequest({ address: '0xf39F...', network: { name: 'Base' } }).defaultNetwork // 'base'
 */
export function coinbaseOnrampRequest(args: CoinbaseOnrampRequestParameters): GenerateOnrampUrlRequest {
  const chain = coinbaseOnrampChain(args.network)
  return {
    destinationWallets: [{ address: args.address, blockchains: [chain], ...(args.assets?.length ? { assets: [...args.assets] } : {}) }],
    defaultNetwork: chain,
    partnerUserId: args.address,
    defaultExperience: DEFAULT_ONRAMP_EXPERIENCE,
    ...(args.presetCryptoAmount !== undefined ? { presetCryptoAmount: args.presetCryptoAmount } : {}),
    ...(args.presetFiatAmount !== undefined ? { presetFiatAmount: args.presetFiatAmount } : {}),
  }
}
