import { ONRAMP_PAYMENT_METHOD_LIMITS, type OnrampOptionsResponse, type OnrampPurchaseCurrency } from '@portico/contracts'

// Coinbase's asset ids and the tokens' real contracts: what GET /v1/onramp/options answers.
const ETH: OnrampPurchaseCurrency = {
  id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
  name: 'Ethereum',
  symbol: 'ETH',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
    { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
    { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '' },
    { name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '' },
  ],
}

const USDC: OnrampPurchaseCurrency = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
    { name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
    { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  ],
}

const SOL: OnrampPurchaseCurrency = {
  id: '4f039497-3af8-5bb3-951c-6df9afa9be1c',
  name: 'Solana',
  symbol: 'SOL',
  networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }],
}

/** The onramp options the mock serves: USD, EUR and GBP (card only), to buy ETH, USDC or SOL. */
export const ONRAMP_OPTIONS_FIXTURE: OnrampOptionsResponse = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS] },
    { id: 'EUR', payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS] },
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10.00', max: '6500.00' }] },
  ],
  purchaseCurrencies: [ETH, USDC, SOL],
}

/** Prices the quote mock converts with, in the payment currency (fixtures, not market data). */
export const ONRAMP_PRICE_FIXTURE: Readonly<Record<string, number>> = { ETH: 3120.45, USDC: 1, SOL: 145.2 }

/** The Coinbase app id of the generated sandbox URLs. */
export const ONRAMP_APP_ID_FIXTURE = '9f6b1d2a-7c4e-4f1b-9a53-2e8d0c6f4a17'
