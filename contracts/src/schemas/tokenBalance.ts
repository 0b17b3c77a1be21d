import * as z from 'zod/mini'
import { imageUrlOrEmptySchema } from '../url/imageUrl'

/**
 * A token balance of the account (SPEC section 3, Token balance): `address` is the token's CAIP-10
 * address, absent for the native currency; `quantity.decimals` is text, as the API sends it;
 * `value` is the holding in USD and `price` the USD price of one token; `iconUrl` an http(s)
 * image or ''.
 * @example tokenBalanceSchema.parse({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' })
 */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: imageUrlOrEmptySchema,
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** GET /v1/account/{address}/balance (SPEC section 7). */
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
