import * as z from 'zod/mini'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { lenientListSchema } from './lenientList'
import type { OnrampOptionsResponse } from './onrampOptions'
import type { OnrampQuote, OnrampQuoteRequest } from './onrampQuote'

// The Blockchain API's onramp buy calls (`src/handlers/onramp/options.rs`, `quotes.rs`; the routes
// of `src/lib.rs`): /v1/onramp/options and /v1/onramp/quote do not exist there.

/** GET /v1/onramp/buy/options?country: payment currencies with their method limits, and what can be bought where. */
export const onrampBuyOptionsSchema = z.object({
  paymentCurrencies: lenientListSchema(
    z.object({ id: z.string().check(z.minLength(1)), limits: z.array(z.object({ id: z.string().check(z.minLength(1)), min: z.string(), max: z.string() })) }),
    TOKEN_LIST_CAP,
    'onramp payment currencies',
  ),
  purchaseCurrencies: lenientListSchema(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      networks: z.array(z.object({ name: z.string().check(z.minLength(1)), displayName: z.string(), contractAddress: z.string(), chainId: z.string() })),
    }),
    TOKEN_LIST_CAP,
    'onramp purchase currencies',
  ),
})
export type OnrampBuyOptions = z.infer<typeof onrampBuyOptionsSchema>

/** The options in Portico's words (SPEC section 3: `payment_method_limits`, `display_name`, `chain_id`, `contract_address`). */
export function toOnrampOptions(options: OnrampBuyOptions): OnrampOptionsResponse {
  return {
    paymentCurrencies: options.paymentCurrencies.map(({ id, limits }) => ({ id, payment_method_limits: limits })),
    purchaseCurrencies: options.purchaseCurrencies.map(({ networks, ...currency }) => ({
      ...currency,
      networks: networks.map((network) => ({ name: network.name, display_name: network.displayName, chain_id: network.chainId, contract_address: network.contractAddress })),
    })),
  }
}

const amount = z.object({ value: z.string(), currency: z.string() })

/** GET /v1/onramp/buy/quotes: each amount `{ value, currency }`; note `paymentSubTotal`. */
export const onrampBuyQuoteSchema = z.object({
  paymentTotal: amount,
  paymentSubTotal: amount,
  purchaseAmount: amount,
  coinbaseFee: amount,
  networkFee: amount,
  quoteId: z.string().check(z.minLength(1)),
})
export type OnrampBuyQuote = z.infer<typeof onrampBuyQuoteSchema>

/** The quote in Portico's words (SPEC section 3: amounts `{ amount, currency }`, `paymentSubtotal`). */
export function toOnrampQuote(quote: OnrampBuyQuote): OnrampQuote {
  const read = ({ value, currency }: { value: string; currency: string }) => ({ amount: value, currency })
  return {
    coinbaseFee: read(quote.coinbaseFee),
    networkFee: read(quote.networkFee),
    paymentSubtotal: read(quote.paymentSubTotal),
    paymentTotal: read(quote.paymentTotal),
    purchaseAmount: read(quote.purchaseAmount),
    quoteId: quote.quoteId,
  }
}

/**
 * The query of GET /v1/onramp/buy/quotes for a quote request: the crypto's symbol (at most 4
 * characters, the service's check) and network, the amount and currency paid, the payment method
 * (the currency's first, card by default) and the buyer's country (two letters).
 */
export function onrampBuyQuoteQuery(request: OnrampQuoteRequest, country: string): Record<string, string> {
  return {
    purchaseCurrency: request.purchaseCurrency.symbol,
    purchaseNetwork: request.network,
    paymentAmount: request.amount,
    paymentCurrency: request.paymentCurrency.id,
    paymentMethod: (request.paymentCurrency.payment_method_limits[0]?.id ?? 'card').toUpperCase(),
    country,
  }
}

/**
 * The buyer's country for the onramp calls: the region of the browser's language (`en-GB` -> GB),
 * US when it names none.
 * @example onrampCountry('pt-BR') // 'BR'
 */
export function onrampCountry(language: string | undefined): string {
  const region = language ? /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(language)?.[1] : undefined
  return region ? region.toUpperCase() : 'US'
}
