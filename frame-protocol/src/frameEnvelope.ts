import * as z from 'zod/mini'
import { FRAME_MAX_ID_LENGTH, FRAME_MAX_TYPE_LENGTH } from './frameLimits'

/**
 * Every frame message, both ways (SPEC section 3): an optional id that pairs a reply with its
 * request, a type, and a payload checked against the type's own schema after this.
 * @example frameEnvelopeSchema.safeParse(event.data)
 */
export const frameEnvelopeSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(FRAME_MAX_ID_LENGTH))),
  type: z.string().check(z.minLength(1), z.maxLength(FRAME_MAX_TYPE_LENGTH)),
  payload: z.optional(z.unknown()),
})
export type FrameEnvelope = z.infer<typeof frameEnvelopeSchema>
