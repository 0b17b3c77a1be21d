import * as z from 'zod/mini'
import { optionalImageUrlSchema } from '../url/imageUrl'

/**
 * GET /v1/profile/suggestions/{name}?zone=reown.id (SPEC section 7): names like the typed one,
 * each with whether it is taken.
 */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.optional(z.boolean()) })).check(z.maxLength(50)),
})
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

/**
 * A registered account name (GET /v1/profile/account/{name}, and each item of GET
 * /v1/profile/reverse/{address}): its addresses by coin type (ENSIP-11) and its attributes.
 */
export const accountProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.optional(z.array(z.object({ avatar: optionalImageUrlSchema }))),
})
export type AccountProfile = z.infer<typeof accountProfileSchema>

/** GET /v1/profile/reverse/{address}: the names registered to an address, oldest first. */
export const reverseProfilesResponseSchema = z.array(accountProfileSchema).check(z.maxLength(100))

/** POST /v1/profile/account: the body that registers a name (the signed message names it). */
export const registerNameBodySchema = z.object({
  coin_type: z.number().check(z.int(), z.nonnegative()),
  address: z.string(),
  message: z.string().check(z.maxLength(1024)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})
export type RegisterNameBody = z.infer<typeof registerNameBodySchema>

/** What POST /v1/profile/account answers. */
export const registerNameResponseSchema = z.object({ success: z.boolean() })
