import { describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES, MOCKED_QUOTE_ID } from '../constants/onramp'
import { onrampQuoteSchema } from '../schemas/onrampQuote'
import { placeholderOnrampQuote } from './placeholderOnrampQuote'

describe('placeholderOnrampQuote', () => {
  it("is a valid quote with id 'mocked-quote-id' and the requested amount throughout", () => {
    const usd = DEFAULT_ONRAMP_PAYMENT_CURRENCIES[0]!
    const eth = { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: 'Ethereum', symbol: 'ETH', networks: [] }
    const quote = placeholderOnrampQuote({ amount: '50', purchaseCurrency: eth, paymentCurrency: usd })
    expect(onrampQuoteSchema.parse(quote)).toEqual(quote)
    expect(quote.quoteId).toBe(MOCKED_QUOTE_ID)
    expect(quote.paymentTotal).toEqual({ amount: '50', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '50', currency: eth.id })
  })
})
