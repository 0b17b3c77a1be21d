import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address, checksummed on the way in. */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an EVM address')
  .transform((value) => getAddress(value))

/** One token of a Token Lists file (https://tokenlists.org, the fields Portico reads). */
export const tokenListTokenSchema = z.object({
  chainId: z.number().int().positive(),
  address: addressSchema,
  name: z.string().min(1).max(60),
  symbol: z.string().min(1).max(20),
  decimals: z.number().int().min(0).max(255),
  logoURI: z.string().optional(),
})
export type TokenListToken = z.infer<typeof tokenListTokenSchema>

/** A Token Lists file; a token that fails is dropped by readTokenList, not the list. */
export const tokenListSchema = z.object({
  name: z.string(),
  tokens: z.array(z.unknown()),
})
