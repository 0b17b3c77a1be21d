import { FRAME_READY, FRAME_SESSION_UPDATE, FRAME_USER_STEP } from './frameEventTypes'
import type { FrameReadyPayload, FrameSessionUpdatePayload, FrameUserStepPayload } from './frameEventSchemas'
import { frameReadyPayloadSchema, frameSessionUpdatePayloadSchema, frameUserStepPayloadSchema } from './frameEventSchemas'
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

/** The frame's PORTICO_USER_STEP_V1 event: its own page needs the user (`true`) or no longer (`false`). */
export function frameUserStep(shown: FrameUserStepPayload['shown']): Extract<FrameEventMessage, { type: typeof FRAME_USER_STEP }> {
  return { type: FRAME_USER_STEP, payload: frameUserStepPayloadSchema.parse({ shown }) }
}
