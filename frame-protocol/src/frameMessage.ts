import type { FrameErrorType, FrameRequestName, FrameRequestType, FrameSuccessType } from './frameEventTypes'
import type { FRAME_READY, FRAME_SESSION_UPDATE, FRAME_USER_STEP } from './frameEventTypes'
import type { FrameReadyPayload, FrameSessionUpdatePayload, FrameUserStepPayload } from './frameEventSchemas'
import type { FrameErrorPayload } from './frameFields'
import type { FrameRequestPayload, FrameSuccessPayload } from './frameRequestSchemas'

// The typed messages, discriminated by `type`: narrowing on it types the payload.

/** A page -> frame request. Portico's own always carry an id (see frameRequest). */
export type FrameRequestMessage<N extends FrameRequestName = FrameRequestName> = N extends FrameRequestName
  ? { id?: string; type: FrameRequestType<N>; payload: FrameRequestPayload<N> }
  : never

/** The frame's success reply to request N. */
export type FrameSuccessMessage<N extends FrameRequestName = FrameRequestName> = N extends FrameRequestName
  ? { id?: string; type: FrameSuccessType<N>; payload: FrameSuccessPayload<N> }
  : never

/** The frame's error reply to request N. */
export type FrameErrorMessage<N extends FrameRequestName = FrameRequestName> = N extends FrameRequestName
  ? { id?: string; type: FrameErrorType<N>; payload: FrameErrorPayload }
  : never

/** Either reply to request N. */
export type FrameReplyMessage<N extends FrameRequestName = FrameRequestName> = FrameSuccessMessage<N> | FrameErrorMessage<N>

/** A frame -> page event that answers no request. */
export type FrameEventMessage =
  | { id?: string; type: typeof FRAME_READY; payload: FrameReadyPayload }
  | { id?: string; type: typeof FRAME_SESSION_UPDATE; payload: FrameSessionUpdatePayload }
  | { id?: string; type: typeof FRAME_USER_STEP; payload: FrameUserStepPayload }

/** Anything the page accepts from the frame. */
export type FrameMessage = FrameReplyMessage | FrameEventMessage
