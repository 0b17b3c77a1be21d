import * as z from 'zod'
import { parseRequest } from '../parseRequest'
import { callCoinbaseOnramp } from './callCoinbaseOnramp'
import type { OnrampDeps } from './onrampDeps'
import { onrampProviderError } from './onrampProviderError'

/** GET /v1/onramp/buy/quotes query (`OnRampBuyQuotesParams`). */
export const onrampBuyQuotesQuerySchema = z.object({
  projectId: z.string().min(1),
  purchaseCurrency: z.string().min(1).max(4),
  purchaseNetwork: z.string().optional(),
  paymentAmount: z.string().regex(/^\d+(\.\d+)?$/, 'Expected an amount'),
  paymentCurrency: z.string().min(1).max(4),
  paymentMethod: z.string().min(1),
  country: z.string().length(2),
  subdivision: z.string().length(2).optional(),
})

const amountSchema = z.object({ value: z.string(), currency: z.string() })
/** What Coinbase's /buy/quote answers (snake case). */
const coinbaseQuoteSchema = z.object({
  payment_total: amountSchema,
  payment_subtotal: amountSchema,
  purchase_amount: amountSchema,
  coinbase_fee: amountSchema,
  network_fee: amountSchema,
  quote_id: z.string(),
})

type Amount = z.infer<typeof amountSchema>
/** `OnRampBuyQuotesResponse` as the service serializes it (camel case; note `paymentSubTotal`). */
export interface OnrampBuyQuoteAnswer {
  paymentTotal: Amount
  paymentSubTotal: Amount
  purchaseAmount: Amount
  coinbaseFee: Amount
  networkFee: Amount
  quoteId: string
}

/**
 * GET /v1/onramp/buy/quotes: Coinbase's quote for the purchase, from the operator's Onramp API
 * (`POST /buy/quote` with the parameters in snake case, as the service sends them).
 * @example await getOnrampBuyQuotes({ projectId: 'p', purchaseCurrency: 'ETH', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', country: 'US' }, deps)
 */
export async function getOnrampBuyQuotes(request: unknown, deps: OnrampDeps): Promise<OnrampBuyQuoteAnswer> {
  const query = parseRequest(onrampBuyQuotesQuerySchema, request)
  if (!deps.coinbase) throw onrampProviderError()
  const body = {
    purchase_currency: query.purchaseCurrency,
    purchase_network: query.purchaseNetwork,
    payment_amount: query.paymentAmount,
    payment_currency: query.paymentCurrency,
    payment_method: query.paymentMethod,
    country: query.country,
    subdivision: query.subdivision,
  }
  const quote = await callCoinbaseOnramp(deps.coinbase, '/buy/quote', { method: 'POST', body }, coinbaseQuoteSchema, deps.fetch)
  return {
    paymentTotal: quote.payment_total,
    paymentSubTotal: quote.payment_subtotal,
    purchaseAmount: quote.purchase_amount,
    coinbaseFee: quote.coinbase_fee,
    networkFee: quote.network_fee,
    quoteId: quote.quote_id,
  }
}
