import * as z from 'zod'
import { parseRequest } from '../parseRequest'
import { callCoinbaseOnramp } from './callCoinbaseOnramp'
import type { OnrampDeps } from './onrampDeps'
import { onrampProviderError } from './onrampProviderError'

/** GET /v1/onramp/buy/options query (`OnRampBuyOptionsParams`): two-letter country and subdivision. */
export const onrampBuyOptionsQuerySchema = z.object({
  projectId: z.string().min(1),
  country: z.string().length(2),
  subdivision: z.string().length(2).optional(),
})

/** What Coinbase's /buy/options answers (snake case). */
const coinbaseOptionsSchema = z.object({
  payment_currencies: z.array(z.object({ id: z.string(), limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) })),
  purchase_currencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(z.object({ name: z.string(), display_name: z.string(), contract_address: z.string(), chain_id: z.string() })),
    }),
  ),
})

/** `OnRampBuyOptionsResponse` as the service serializes it (camel case). */
export interface OnrampBuyOptionsAnswer {
  paymentCurrencies: { id: string; limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: { name: string; displayName: string; contractAddress: string; chainId: string }[] }[]
}

/**
 * GET /v1/onramp/buy/options: what can be paid with and bought in the buyer's country, from the
 * operator's Coinbase Onramp API (`/buy/options`), in the service's shape.
 * @example await getOnrampBuyOptions({ projectId: 'p', country: 'US' }, deps)
 */
export async function getOnrampBuyOptions(request: unknown, deps: OnrampDeps): Promise<OnrampBuyOptionsAnswer> {
  const query = parseRequest(onrampBuyOptionsQuerySchema, request)
  if (!deps.coinbase) throw onrampProviderError()
  const search = new URLSearchParams({ country: query.country })
  if (query.subdivision) search.set('subdivision', query.subdivision)
  const options = await callCoinbaseOnramp(deps.coinbase, `/buy/options?${search}`, { method: 'GET' }, coinbaseOptionsSchema, deps.fetch)
  return {
    paymentCurrencies: options.payment_currencies,
    purchaseCurrencies: options.purchase_currencies.map(({ networks, ...currency }) => ({
      ...currency,
      networks: networks.map((network) => ({ name: network.name, displayName: network.display_name, contractAddress: network.contract_address, chainId: network.chain_id })),
    })),
  }
}
