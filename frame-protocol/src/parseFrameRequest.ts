import { FRAME_APP_EVENT_PREFIX } from './frameEventTypes'
import { frameEnvelopeSchema } from './frameEnvelope'
import type { FrameRequestMessage } from './frameMessage'
import { frameRequestSchemas } from './frameRequestSchemas'
import { isFrameRequestName } from './isFrameRequestName'

/**
 * A request from the page with its payload checked, or undefined for anything else: never
 * throws. What a secure site reads, after checking the sender is its embedding page.
 * @example const request = parseFrameRequest(event.data); if (request?.type === FRAME_REQUEST_TYPES.CONNECT_EMAIL) ...
 */
export function parseFrameRequest(data: unknown): FrameRequestMessage | undefined {
  const envelope = frameEnvelopeSchema.safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(FRAME_APP_EVENT_PREFIX)) return undefined
  const { id, type } = envelope.data
  const name = type.slice(FRAME_APP_EVENT_PREFIX.length)
  if (!isFrameRequestName(name)) return undefined
  const payload = frameRequestSchemas[name].request.safeParse(envelope.data.payload)
  if (!payload.success) return undefined
  return (id === undefined ? { type, payload: payload.data } : { id, type, payload: payload.data }) as FrameRequestMessage
}
