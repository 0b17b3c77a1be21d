import * as z from 'zod/mini'

// The Blockchain API's names wire, as reown-com/blockchain-api (2025-10-30) serves it:
// src/handlers/profile/{lookup,reverse,register,suggestions}.rs, src/database/types.rs.

/**
 * GET /v1/profile/suggestions/{name}?zone=reown.id (SPEC section 7): names like the typed one,
 * each with whether it is taken.
 */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.optional(z.boolean()) })).check(z.maxLength(50)),
})
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

/** An address of a name under one coin type (ENSIP-11); `created_at` is null until stored. */
const nameAddressSchema = z.object({ address: z.string(), created_at: z.nullable(z.string()) })

/**
 * A registered account name, as the service answers it (`NameAndAddresses`): its addresses by
 * coin type (ENSIP-11; JSON keys are the numbers as text), its attributes (an hstore: an object of
 * strings, or null), and when it was registered and last updated (RFC 3339).
 * @example accountProfileSchema.parse(hostedNameRecord)
 */
export const accountProfileSchema = z.object({
  name: z.string().check(z.maxLength(255)),
  registered_at: z.string(),
  updated_at: z.string(),
  attributes: z.nullable(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), nameAddressSchema),
})
export type AccountProfile = z.infer<typeof accountProfileSchema>

/**
 * GET /v1/profile/account/{name}?apiVersion=2: the name's record, or `[]` when the name is free
 * (the service answers 404 only without apiVersion=2).
 */
export const nameLookupResponseSchema = z.union([accountProfileSchema, z.tuple([])])
export type NameLookupResponse = z.infer<typeof nameLookupResponseSchema>

/** GET /v1/profile/reverse/{address}?apiVersion=2: the records of the names registered to an address (`[]` for none). */
export const reverseProfilesResponseSchema = z.array(accountProfileSchema).check(z.maxLength(100))

/** POST /v1/profile/account: the body that registers a name (the signed message names it). */
export const registerNameBodySchema = z.object({
  coin_type: z.number().check(z.int(), z.nonnegative()),
  address: z.string(),
  message: z.string().check(z.maxLength(1024)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})
export type RegisterNameBody = z.infer<typeof registerNameBodySchema>

/** What POST /v1/profile/account answers: the record of the name just registered. */
export const registerNameResponseSchema = accountProfileSchema
