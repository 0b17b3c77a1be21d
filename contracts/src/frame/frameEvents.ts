import { FRAME_READY, FRAME_SESSION_UPDATE } from './frameEventTypes'
import type { FrameReadyPayload, FrameSessionUpdatePayload } from './frameEventSchemas'
import { frameReadyPayloadSchema, frameSessionUpdatePayloadSchema } from './frameEventSchemas'
import type { FrameEventMessage } from './frameMessage'

/**
 * The frame's READY event, with the protocol version it speaks.
 * @example frameReady(String(FRAME_SDK_VERSION))
 */
export function frameReady(version?: FrameReadyPayload['version']): Extract<FrameEventMessage, { type: typeof FRAME_READY }> {
  return { type: FRAME_READY, payload: frameReadyPayloadSchema.parse(version === undefined ? {} : { version }) }
}

/** The frame's SESSION_UPDATE event, with its new session token. */
export function frameSessionUpdate(token: FrameSessionUpdatePayload['token']): Extract<FrameEventMessage, { type: typeof FRAME_SESSION_UPDATE }> {
  return { type: FRAME_SESSION_UPDATE, payload: frameSessionUpdatePayloadSchema.parse({ token }) }
}
