import { getAddress, isAddress, type Address } from 'viem'
import { z } from 'zod'

/** Where the frame asks its own server to fund a new embedded EVM account (same origin as the frame). */
export const FUND_PATH = '/v1/fund'

// Any case is taken (a checksum is checked when mixed) and read as the checksummed address.
const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an EVM address')
  .transform((value): Address => getAddress(value))
const hashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a transaction hash')

/** POST /v1/fund, with the session token as `Authorization: Bearer`. */
export const fundBodySchema = z.strictObject({ address: addressSchema })
export type FundBody = z.infer<typeof fundBodySchema>

/** The transfers made: one per local chain the first time, none after (a user is funded once). */
export const fundReplySchema = z.object({ funded: z.array(z.object({ chainId: z.number().int().positive(), hash: hashSchema })) })
export type FundReply = z.infer<typeof fundReplySchema>

/** Funds a signed-in user's new embedded account: test networks only (the sandbox's faucet); production has none. */
export type FundNewAccounts = (token: string, body: FundBody) => Promise<FundReply>
