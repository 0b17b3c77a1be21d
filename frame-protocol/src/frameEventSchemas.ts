import * as z from 'zod/mini'
import { frameTextSchema } from './frameFields'
import { FRAME_MAX_URL_LENGTH } from './frameLimits'

/**
 * The READY event's payload: the version of the protocol the frame speaks (SPEC section 3), which
 * the hosted frame may leave out (AppKit's `FrameReadyResponse`).
 */
export const frameReadyPayloadSchema = z.object({ version: z.optional(frameTextSchema) })
export type FrameReadyPayload = z.infer<typeof frameReadyPayloadSchema>

/** The SESSION_UPDATE event's payload: the frame's new session token (SPEC section 3). */
export const frameSessionUpdatePayloadSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(FRAME_MAX_URL_LENGTH)) })
export type FrameSessionUpdatePayload = z.infer<typeof frameSessionUpdatePayloadSchema>

/** The PORTICO_USER_STEP_V1 event's payload: whether the frame's own page needs the user now. */
export const frameUserStepPayloadSchema = z.object({ shown: z.boolean() })
export type FrameUserStepPayload = z.infer<typeof frameUserStepPayloadSchema>
