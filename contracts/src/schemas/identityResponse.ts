import * as z from 'zod/mini'

/** GET /v1/identity/{address} of the Blockchain API (SPEC section 7): avatar and name. */
export const identityResponseSchema = z.object({
  name: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
