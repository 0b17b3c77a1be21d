import { describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '../constants/onramp'
import { onrampQuoteRequestSchema, onrampQuoteSchema } from './onrampQuote'

const quote = {
  coinbaseFee: { amount: '2.99', currency: 'USD' },
  networkFee: { amount: '0.12', currency: 'USD' },
  paymentSubtotal: { amount: '96.89', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.031', currency: 'ETH' },
  quoteId: '5f0e7d4c-quote',
}
const eth = { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: 'Ethereum', symbol: 'ETH', networks: [] }

describe('onrampQuoteSchema', () => {
  it('accepts the five amounts and the quote id', () => {
    expect(onrampQuoteSchema.parse(quote)).toEqual(quote)
  })

  it('rejects a numeric amount or an empty quote id', () => {
    expect(onrampQuoteSchema.safeParse({ ...quote, paymentTotal: { amount: 100, currency: 'USD' } }).success).toBe(false)
    expect(onrampQuoteSchema.safeParse({ ...quote, quoteId: '' }).success).toBe(false)
  })
})

describe('onrampQuoteRequestSchema', () => {
  const request = { purchaseCurrency: eth, paymentCurrency: DEFAULT_ONRAMP_PAYMENT_CURRENCIES[0], amount: '100.50', network: 'base' }
  it('accepts the currencies, a decimal amount and the network', () => {
    expect(onrampQuoteRequestSchema.parse(request)).toEqual(request)
  })
  it('rejects a non-decimal amount or a missing network', () => {
    for (const amount of ['', '-1', '1e3', '1,5', 'abc']) expect(onrampQuoteRequestSchema.safeParse({ ...request, amount }).success).toBe(false)
    expect(onrampQuoteRequestSchema.safeParse({ ...request, network: '' }).success).toBe(false)
  })
})
