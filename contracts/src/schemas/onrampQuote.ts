import * as z from 'zod/mini'
import { onrampPurchaseCurrencySchema } from './onrampOptions'
import { onrampPaymentCurrencySchema } from './onrampPaymentCurrency'

/** An amount of a quote: decimal text and the currency it is in ('12.34', 'USD'). */
export const onrampAmountSchema = z.object({ amount: z.string(), currency: z.string() })
export type OnrampAmount = z.infer<typeof onrampAmountSchema>

/**
 * POST /v1/onramp/quote of the Blockchain API (SPEC sections 3 and 7): fees, totals and what the
 * payment buys. When it fails a placeholder with id MOCKED_QUOTE_ID applies (section 8).
 * @example onrampQuoteSchema.parse({ coinbaseFee: { amount: '2.99', currency: 'USD' }, ..., quoteId: 'q-1' })
 */
export const onrampQuoteSchema = z.object({
  coinbaseFee: onrampAmountSchema,
  networkFee: onrampAmountSchema,
  paymentSubtotal: onrampAmountSchema,
  paymentTotal: onrampAmountSchema,
  purchaseAmount: onrampAmountSchema,
  quoteId: z.string().check(z.minLength(1)),
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

/**
 * Body of POST /v1/onramp/quote (SPEC section 7): the currencies as the options listed them, the
 * payment amount as decimal text, and the network the crypto is delivered on.
 */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: onrampPurchaseCurrencySchema,
  paymentCurrency: onrampPaymentCurrencySchema,
  amount: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'The amount must be a decimal number')),
  network: z.string().check(z.minLength(1)),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>
