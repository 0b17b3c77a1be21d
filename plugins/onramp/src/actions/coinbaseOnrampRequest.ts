import { coinbaseOnrampChain, DEFAULT_ONRAMP_EXPERIENCE, onrampPartnerUserId, onrampPresetAmount, type CaipNetwork, type GenerateOnrampUrlRequest } from '@portico/contracts'

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
 * on the network's Coinbase chain, which is also preselected; the partner user id is made of the
 * address (32 to 50 characters); experience 'buy'; assets and preset amounts (whole units, the
 * service takes integers) only when known.
 * @example coinbaseOnrampRequest({ address: '0xf39F...', network: { name: 'Base' } }).defaultNetwork // 'base'
 */
export function coinbaseOnrampRequest(args: CoinbaseOnrampRequestParameters): GenerateOnrampUrlRequest {
  const chain = coinbaseOnrampChain(args.network)
  const presetCryptoAmount = onrampPresetAmount(args.presetCryptoAmount)
  const presetFiatAmount = onrampPresetAmount(args.presetFiatAmount)
  return {
    destinationWallets: [{ address: args.address, blockchains: [chain], ...(args.assets?.length ? { assets: [...args.assets] } : {}) }],
    defaultNetwork: chain,
    partnerUserId: onrampPartnerUserId(args.address),
    defaultExperience: DEFAULT_ONRAMP_EXPERIENCE,
    ...(presetCryptoAmount !== undefined ? { presetCryptoAmount } : {}),
    ...(presetFiatAmount !== undefined ? { presetFiatAmount } : {}),
  }
}
