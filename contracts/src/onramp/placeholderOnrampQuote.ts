import { MOCKED_QUOTE_ID } from '../constants/onramp'
import type { OnrampQuote, OnrampQuoteRequest } from '../schemas/onrampQuote'

/**
 * The quote used when POST /v1/onramp/quote fails (SPEC section 8): id MOCKED_QUOTE_ID, every
 * amount the requested one, as AppKit returns it. It prices nothing: check `quoteId` before
 * showing its fees.
 * @example placeholderOnrampQuote(request).quoteId // 'mocked-quote-id'
 */
export function placeholderOnrampQuote(request: Pick<OnrampQuoteRequest, 'amount' | 'purchaseCurrency' | 'paymentCurrency'>): OnrampQuote {
  const inPurchase = { amount: request.amount, currency: request.purchaseCurrency.id }
  const inPayment = { amount: request.amount, currency: request.paymentCurrency.id }
  return {
    coinbaseFee: inPurchase,
    networkFee: inPurchase,
    paymentSubtotal: inPayment,
    paymentTotal: inPayment,
    purchaseAmount: inPayment,
    quoteId: MOCKED_QUOTE_ID,
  }
}
