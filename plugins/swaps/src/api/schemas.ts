import { isCaipAddress, lenientListSchema, optionalImageUrlSchema, TOKEN_LIST_CAP } from '@portico/contracts'
import * as z from 'zod/mini'

// Amounts travel as decimal strings of base units: bigints never lose digits to a float.
const baseUnits = z.pipe(
  z.union([z.string().check(z.regex(/^\d+$/, 'Expected base units')), z.number().check(z.int(), z.nonnegative())]),
  z.transform((value) => BigInt(value)),
)
const caipAddress = z.string().check(z.refine(isCaipAddress, 'Invalid CAIP Address'))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data'))

/**
 * A token of GET /v1/convert/tokens: `address` is CAIP-10 (the native token's address is
 * SWAP_NATIVE_TOKEN_ADDRESS), `logoUri` an http(s) image or nothing.
 */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string().check(z.minLength(1), z.maxLength(24)),
  address: caipAddress,
  decimals: z.number().check(z.int(), z.nonnegative(), z.lte(36)),
  logoUri: optionalImageUrlSchema,
})
export type SwapToken = z.infer<typeof swapTokenSchema>

/** The list is read item by item up to its cap: a token that breaks the schema is dropped (and logged), its neighbours kept. */
export const tokensResponseSchema = z.object({ tokens: lenientListSchema(swapTokenSchema, TOKEN_LIST_CAP, 'swap tokens') })

/** GET /v1/convert/quotes: the first quote is the one shown. */
export const quotesResponseSchema = z.object({
  quotes: z.array(z.object({ fromAmount: baseUnits, fromAccount: caipAddress, toAmount: baseUnits, toAccount: caipAddress })).check(z.minLength(1, 'No quote')),
})
export type SwapQuote = z.infer<typeof quotesResponseSchema>['quotes'][number]

/** GET /v1/convert/allowance: what the router may spend of the token. */
export const allowanceResponseSchema = z.object({ allowance: baseUnits })

/** GET /v1/convert/gas-price: wei per gas at three speeds; Portico uses standard. */
export const gasPriceResponseSchema = z.object({ standard: baseUnits, fast: baseUnits, instant: baseUnits })

/**
 * POST /v1/convert/build-transaction (blockchain-api `src/handlers/convert/transaction.rs`): the
 * router call; `amount` is what the provider expects out (1inch's dstAmount), `eip155` optional.
 * Nothing here is trusted: checkSwapCall decodes `data` against the review before the wallet sees it.
 */
export const swapTransactionResponseSchema = z.object({
  tx: z.object({
    from: caipAddress,
    to: caipAddress,
    data: hexData,
    amount: baseUnits,
    eip155: z.optional(z.nullable(z.object({ gas: baseUnits, gasPrice: baseUnits }))),
  }),
})
export type SwapTransaction = z.infer<typeof swapTransactionResponseSchema>['tx']

/**
 * GET /v1/convert/build-approve (`src/handlers/convert/approve.rs`): the approve calldata. The
 * service echoes the `from` query as `tx.from` and the token it asked 1inch about (the `to` query)
 * as `tx.to`, so neither names the token to call: Portico sends the approval to the input token
 * itself. `eip155` is optional and holds the gas price only (no gas: the wallet estimates).
 */
export const approveTransactionResponseSchema = z.object({
  tx: z.object({
    from: caipAddress,
    to: caipAddress,
    data: hexData,
    value: baseUnits,
    eip155: z.optional(z.nullable(z.object({ gasPrice: baseUnits }))),
  }),
})
export type ApproveTransaction = z.infer<typeof approveTransactionResponseSchema>['tx']

/** POST /v1/fungible/price: USD prices, matched to the tokens by symbol. */
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: optionalImageUrlSchema, price: z.number().check(z.nonnegative()) })),
})
