import type { OnrampPaymentCurrency } from '../schemas/onrampPaymentCurrency'

/** Payment method limits used when the onramp options fail to load (SPEC sections 5 and 8). */
export const ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** Built-in payment currencies: USD, with EUR as the fallback (SPEC sections 5 and 8). */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES: readonly OnrampPaymentCurrency[] = [
  { id: 'USD', payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS] },
  { id: 'EUR', payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS] },
]

/** Id of the placeholder quote returned when the quote request fails (SPEC section 8). */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/** `defaultExperience` of the onramp URL generator when none is given (SPEC section 7). */
export const DEFAULT_ONRAMP_EXPERIENCE = 'buy'

/** The hosts of the two onramp providers' pages: a provider URL opens only on its own host. */
export const COINBASE_ONRAMP_HOST = 'pay.coinbase.com'
export const MELD_ONRAMP_HOST = 'meldcrypto.com'

/** Fee range shown for each of the two onramp providers (SPEC section 9). */
export const ONRAMP_PROVIDER_FEE_RANGE = '1-2%'

/** Networks the Coinbase onramp supports, and the one used otherwise (SPEC section 9). */
export const COINBASE_ONRAMP_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche',
  'optimism',
  'celo',
  'base',
] as const
export const COINBASE_ONRAMP_FALLBACK_CHAIN = 'ethereum'
export type CoinbaseOnrampChain = (typeof COINBASE_ONRAMP_CHAINS)[number]

/**
 * Coinbase network of each supported network, by the network's name (the names of Portico's and
 * viem's chain definitions, as AppKit maps them). Any other network uses the fallback.
 */
export const COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME: Readonly<Record<string, CoinbaseOnrampChain>> = {
  Ethereum: 'ethereum',
  'Arbitrum One': 'arbitrum',
  Polygon: 'polygon',
  Berachain: 'berachain',
  Avalanche: 'avalanche',
  'OP Mainnet': 'optimism',
  Celo: 'celo',
  Base: 'base',
}

/**
 * Time zones of mainland China, Hong Kong and Macau, where the onramp is restricted (SPEC
 * section 9): the IANA names and their aliases, as `Intl` may report either.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const
