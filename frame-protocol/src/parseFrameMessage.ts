import type * as z from 'zod/mini'
import { FRAME_EVENT_PREFIX, FRAME_READY, FRAME_SESSION_UPDATE, FRAME_USER_STEP } from './frameEventTypes'
import { frameEnvelopeSchema } from './frameEnvelope'
import { frameReadyPayloadSchema, frameSessionUpdatePayloadSchema, frameUserStepPayloadSchema } from './frameEventSchemas'
import { frameErrorPayloadSchema } from './frameFields'
import type { FrameMessage } from './frameMessage'
import { frameRequestSchemas } from './frameRequestSchemas'
import { isFrameRequestName } from './isFrameRequestName'

/** The payload schema of a frame -> page type, or undefined for a type the page does not know. */
function payloadSchemaOf(type: string): z.ZodMiniType | undefined {
  if (type === FRAME_READY) return frameReadyPayloadSchema
  if (type === FRAME_SESSION_UPDATE) return frameSessionUpdatePayloadSchema
  if (type === FRAME_USER_STEP) return frameUserStepPayloadSchema
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  const reply = /^(.+)_(SUCCESS|ERROR)$/.exec(type.slice(FRAME_EVENT_PREFIX.length))
  const name = reply?.[1]
  if (name === undefined || !isFrameRequestName(name)) return undefined
  return reply?.[2] === 'SUCCESS' ? frameRequestSchemas[name].success : frameErrorPayloadSchema
}

/**
 * A message from the frame (a reply, READY, SESSION_UPDATE or PORTICO_USER_STEP_V1) with its payload checked, or
 * undefined for anything else: never throws. Check the sender's window and origin before calling.
 * @example const message = parseFrameMessage(event.data); if (message?.type === FRAME_READY) ...
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const envelope = frameEnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const { id, type } = envelope.data
  const payload = payloadSchemaOf(type)?.safeParse(envelope.data.payload)
  if (payload === undefined || !payload.success) return undefined
  return (id === undefined ? { type, payload: payload.data } : { id, type, payload: payload.data }) as FrameMessage
}
