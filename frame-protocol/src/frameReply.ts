import type * as z from 'zod/mini'
import type { FrameRequestName } from './frameEventTypes'
import { FRAME_APP_EVENT_PREFIX } from './frameEventTypes'
import type { FrameErrorPayload } from './frameFields'
import { frameErrorPayloadSchema } from './frameFields'
import type { FrameErrorMessage, FrameRequestMessage, FrameSuccessMessage } from './frameMessage'
import { frameRequestSchemas } from './frameRequestSchemas'
import { replyTypesOf } from './replyTypesOf'

/** What frameSuccess takes as the payload of request N's success reply. */
export type FrameSuccessPayloadInput<N extends FrameRequestName> = z.input<(typeof frameRequestSchemas)[N]['success']>

const nameOf = <N extends FrameRequestName>(request: FrameRequestMessage<N>): N => request.type.slice(FRAME_APP_EVENT_PREFIX.length) as N

/**
 * The frame's success reply to `request`, with its id and its payload checked (what a secure
 * site sends; tests use it as the fake frame).
 * @example frameSuccess(request, { action: 'VERIFY_OTP' })
 */
export function frameSuccess<N extends FrameRequestName>(request: FrameRequestMessage<N>, payload: FrameSuccessPayloadInput<N>): FrameSuccessMessage<N> {
  const schema: z.ZodMiniType = frameRequestSchemas[nameOf(request)].success
  return { id: request.id, type: replyTypesOf(request.type).success, payload: schema.parse(payload) } as FrameSuccessMessage<N>
}

/**
 * The frame's error reply to `request`: a message, and a provider error code when there is one.
 * @example frameError(request, { message: 'User rejected the request', code: 4001 })
 */
export function frameError<N extends FrameRequestName>(request: FrameRequestMessage<N>, payload: FrameErrorPayload): FrameErrorMessage<N> {
  return { id: request.id, type: replyTypesOf(request.type).error, payload: frameErrorPayloadSchema.parse(payload) } as FrameErrorMessage<N>
}
