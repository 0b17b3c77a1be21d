import * as z from 'zod/mini'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { lenientListSchema } from './lenientList'
import { onrampPaymentCurrencySchema } from './onrampPaymentCurrency'

/**
 * A crypto currency the onramp sells, with the networks it can be delivered on (SPEC section 3).
 * Chain ids and contract addresses are text, as the service sends them; a native asset has an
 * empty contract address.
 * @example onrampPurchaseCurrencySchema.parse({ id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }] })
 */
export const onrampPurchaseCurrencySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string().check(z.minLength(1)),
  networks: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})
export type OnrampPurchaseCurrency = z.infer<typeof onrampPurchaseCurrencySchema>

/**
 * GET /v1/onramp/options of the Blockchain API (SPEC sections 3 and 7): what can be paid with and
 * what can be bought. When it fails the built-in DEFAULT_ONRAMP_PAYMENT_CURRENCIES apply (section 8).
 */
export const onrampOptionsResponseSchema = z.object({
  // Each list read item by item up to its cap: a bad currency is dropped (and logged), not the answer.
  paymentCurrencies: lenientListSchema(onrampPaymentCurrencySchema, TOKEN_LIST_CAP, 'onramp payment currencies'),
  purchaseCurrencies: lenientListSchema(onrampPurchaseCurrencySchema, TOKEN_LIST_CAP, 'onramp purchase currencies'),
})
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>
