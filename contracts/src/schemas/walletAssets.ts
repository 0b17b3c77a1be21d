import * as z from 'zod/mini'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { optionalImageUrlSchema } from '../url/imageUrl'

/** One asset of an EIP-7811 wallet_getAssets answer (SPEC section 3, Wallet asset response). */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex balance')),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int(), z.nonnegative(), z.lte(255)),
    price: z.optional(z.number()),
    iconUrl: optionalImageUrlSchema,
  }),
})
export type WalletAsset = z.infer<typeof walletAssetSchema>

/**
 * A wallet_getAssets response: an object of arrays of valid assets keyed by hex chain id, at most
 * TOKEN_LIST_CAP a chain. Anything else, one invalid asset included, fails to parse and the caller
 * ignores it (SPEC section 5).
 * @example walletAssetsSchema.safeParse({ '0x1': [] }).success // true
 */
// Keys stay text ('0x1'): the caller looks them up with viem's `numberToHex(chainId)`.
export const walletAssetsSchema = z.record(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex chain id')), z.array(walletAssetSchema).check(z.maxLength(TOKEN_LIST_CAP)))
export type WalletAssets = z.infer<typeof walletAssetsSchema>
