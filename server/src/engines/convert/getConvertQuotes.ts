import * as z from 'zod'
import { baseUnitsSchema, evmAccountSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { quoteSwap } from './quoteSwap'
import { sameChainPair } from './sameChainPair'
import { swapChainOf, type ConvertDeps } from './swapChain'

/** GET /v1/convert/quotes query (`ConvertQuoteQueryParams`): tokens as CAIP-10, the amount in base units. */
export const convertQuotesQuerySchema = z.object({
  projectId: z.string().min(1),
  amount: baseUnitsSchema,
  from: evmAccountSchema,
  to: evmAccountSchema,
  gasPrice: z.string().optional(),
  userAddress: z.string().optional(),
})

/** A quote as the service answers it (`QuoteItem`); the accounts echo the request's. */
export interface ConvertQuote {
  id: null
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
}

export interface ConvertQuotesAnswer {
  quotes: ConvertQuote[]
}

/**
 * GET /v1/convert/quotes: what `amount` of `from` buys of `to` on the chain's Uniswap V2 pools,
 * by the router's getAmountsOut over the best route.
 * @example await getConvertQuotes({ projectId: 'p', amount: '1000000', from, to }, deps)
 */
export async function getConvertQuotes(request: unknown, deps: ConvertDeps): Promise<ConvertQuotesAnswer> {
  const query = parseRequest(convertQuotesQuerySchema, request)
  const chain = swapChainOf(deps, sameChainPair(query.from, query.to))
  const { amountOut } = await quoteSwap(chain, query.from.address, query.to.address, query.amount)
  const raw = z.object({ from: z.string(), to: z.string() }).parse(request)
  return { quotes: [{ id: null, fromAmount: query.amount.toString(), fromAccount: raw.from, toAmount: amountOut.toString(), toAccount: raw.to }] }
}
