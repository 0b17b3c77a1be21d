import * as z from 'zod/mini'
import { isTokenAddressOf } from '../balances/isTokenAddressOf'
import { isTokenQuantity } from '../balances/isTokenQuantity'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { imageUrlOrEmptySchema } from '../url/imageUrl'
import { lenientListSchema } from './lenientList'

/**
 * Token decimals as the balance API sends them, text: an integer from 0 to 255 (ERC-20's uint8),
 * so `Number(decimals)` is always usable ('abc', '1e3' or '-1' fail the token, not the view).
 */
export const tokenDecimalsTextSchema = z.string().check(z.regex(/^(0|[1-9]\d{0,2})$/, 'Expected decimals as an integer'), z.refine((text) => Number(text) <= 255, 'Expected decimals from 0 to 255'))

/**
 * A token balance of the account (SPEC section 3, Token balance): `address` is the token's CAIP-10
 * address on the balance's chain, absent for the native currency (isTokenAddressOf: an
 * unparseable one never reaches Send); `quantity.decimals` is text, as the API sends it, and
 * `quantity.numeric` a finite decimal text below MAX_TOKEN_QUANTITY (isTokenQuantity: no
 * '1e309'); `value` is the holding in USD and `price` the USD price of one token; `iconUrl` an
 * http(s) image or ''. In a balance list an item that fails is dropped and reported.
 * @example tokenBalanceSchema.parse({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' })
 */
export const tokenBalanceSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.optional(z.number()),
    price: z.number(),
    quantity: z.object({ decimals: tokenDecimalsTextSchema, numeric: z.string().check(z.refine(isTokenQuantity, 'Expected a finite decimal quantity')) }),
    iconUrl: imageUrlOrEmptySchema,
  })
  .check(z.refine((balance) => balance.address === undefined || isTokenAddressOf(balance.address, balance.chainId), { error: "Expected a token address of the balance's chain", path: ['address'] }))
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/**
 * A balance as GET /v1/account/{address}/balance sends it: the Blockchain API leaves `chainId` out
 * where it has none (`src/handlers/balance.rs`, `skip_serializing_if`); balancesOnChain fills it in.
 */
export const apiTokenBalanceSchema = z.extend(tokenBalanceSchema, { chainId: z.optional(z.string()) })
export type ApiTokenBalance = z.infer<typeof apiTokenBalanceSchema>

/** GET /v1/account/{address}/balance (SPEC section 7): at most TOKEN_LIST_CAP balances, an invalid one dropped. */
export const balanceResponseSchema = z.object({ balances: lenientListSchema(apiTokenBalanceSchema, TOKEN_LIST_CAP, 'token balances') })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/**
 * The balances of an answer for `caipNetworkId`, the chain they were asked for: one without its
 * `chainId` is on that chain.
 * @example balancesOnChain(answer.balances, 'eip155:1')
 */
export function balancesOnChain(balances: readonly ApiTokenBalance[], caipNetworkId: string): TokenBalance[] {
  return balances.map((balance) => ({ ...balance, chainId: balance.chainId ?? caipNetworkId }))
}
