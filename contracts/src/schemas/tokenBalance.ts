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

const tokenBalanceFields = {
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: tokenDecimalsTextSchema, numeric: z.string().check(z.refine(isTokenQuantity, 'Expected a finite decimal quantity')) }),
  iconUrl: imageUrlOrEmptySchema,
}

/** A token's CAIP-10 address names its chain: `eip155:1:0x...` -> `eip155:1`. */
const chainOfAddress = (caipAddress: string) => caipAddress.split(':').slice(0, 2).join(':')

/** Whether a balance's token address is one of its chain (of its own chain where the API named none). */
const hasTokenAddressOfItsChain = (balance: { address?: string | undefined; chainId?: string | undefined }) =>
  balance.address === undefined || isTokenAddressOf(balance.address, balance.chainId ?? chainOfAddress(balance.address))
const NOT_A_TOKEN_OF_ITS_CHAIN = { error: "Expected a token address of the balance's chain", path: ['address'] }

/**
 * A token balance of the account (SPEC section 3, Token balance): `address` is the token's CAIP-10
 * address on the balance's chain, absent for the native currency (isTokenAddressOf: an
 * unparseable one never reaches Send); `quantity.decimals` is text, as the API sends it, and
 * `quantity.numeric` a finite decimal text below MAX_TOKEN_QUANTITY (isTokenQuantity: no
 * '1e309'); `value` is the holding in USD and `price` the USD price of one token; `iconUrl` an
 * http(s) image or ''. In a balance list an item that fails is dropped and reported.
 * @example tokenBalanceSchema.parse({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' })
 */
export const tokenBalanceSchema = z.object(tokenBalanceFields).check(z.refine(hasTokenAddressOfItsChain, NOT_A_TOKEN_OF_ITS_CHAIN))
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/**
 * A balance as GET /v1/account/{address}/balance sends it: the Blockchain API leaves `chainId` out
 * where it has none (`src/handlers/balance.rs`, `skip_serializing_if`); balancesOnChain fills it in.
 */
export const apiTokenBalanceSchema = z.object({ ...tokenBalanceFields, chainId: z.optional(z.string()) }).check(z.refine(hasTokenAddressOfItsChain, NOT_A_TOKEN_OF_ITS_CHAIN))
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
  // A token of another chain than the one it was filled in for is dropped, as the schema drops one whose chain it names.
  return balances.map((balance) => ({ ...balance, chainId: balance.chainId ?? caipNetworkId })).filter((balance) => balance.address === undefined || isTokenAddressOf(balance.address, balance.chainId))
}
