import * as z from 'zod/mini'
import { optionalImageUrlSchema } from '../url/imageUrl'

/**
 * GET /v1/identity/{address} of the Blockchain API (SPEC section 7): name and avatar (an http(s)
 * image, else absent).
 */
export const identityResponseSchema = z.object({
  name: z.nullish(z.string()),
  avatar: optionalImageUrlSchema,
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
