// The Blockchain API's onramp calls as the hosted service speaks them, recorded once from its
// source (reown-com/blockchain-api, snapshot of 2025-10-30, commit a4b66a9): the routes of
// src/lib.rs, src/handlers/onramp/options.rs, quotes.rs and src/handlers/generators/onrampurl.rs.

/** GET /v1/onramp/buy/options?projectId&country (OnRampBuyOptionsResponse: `limits`, camelCase networks). */
export const HOSTED_ONRAMP_BUY_OPTIONS = {
  paymentCurrencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '10.00', max: '7500.00' }, { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' }] }],
  purchaseCurrencies: [
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' }],
    },
  ],
} as const

/** GET /v1/onramp/buy/quotes?projectId&purchaseCurrency&purchaseNetwork&paymentAmount&paymentCurrency&paymentMethod&country (OnRampBuyQuotesParams). */
export const HOSTED_ONRAMP_BUY_QUOTE_QUERY_KEYS = ['purchaseCurrency', 'purchaseNetwork', 'paymentAmount', 'paymentCurrency', 'paymentMethod', 'country'] as const

/** Its answer (OnRampBuyQuotesResponse): each amount `{ value, currency }`, and `paymentSubTotal`. */
export const HOSTED_ONRAMP_BUY_QUOTE = {
  paymentTotal: { value: '100.00', currency: 'USD' },
  paymentSubTotal: { value: '96.02', currency: 'USD' },
  purchaseAmount: { value: '0.030772', currency: 'ETH' },
  coinbaseFee: { value: '1.50', currency: 'USD' },
  networkFee: { value: '2.48', currency: 'USD' },
  quoteId: '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
} as const

/**
 * POST /v1/generators/onrampurl's body (OnRampURLRequest: `partnerUserId` 32 to 50 characters,
 * preset amounts `Option<usize>`, whole numbers) and its answer `{ url }`.
 */
export const HOSTED_ONRAMP_URL_REQUEST = {
  destinationWallets: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['base'] }],
  defaultNetwork: 'base',
  partnerUserId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  defaultExperience: 'buy',
  presetCryptoAmount: 1,
  presetFiatAmount: 100,
} as const
