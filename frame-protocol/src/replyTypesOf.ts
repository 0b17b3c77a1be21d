import type { FrameErrorType, FrameRequestName, FrameRequestType, FrameSuccessType } from './frameEventTypes'
import { FRAME_APP_EVENT_PREFIX, FRAME_EVENT_PREFIX } from './frameEventTypes'

/**
 * The two replies the frame may send to a request (SPEC section 7: each with matching success
 * and error events).
 * @example replyTypesOf('@w3m-app/CONNECT_EMAIL') // { success: '@w3m-frame/CONNECT_EMAIL_SUCCESS', error: '@w3m-frame/CONNECT_EMAIL_ERROR' }
 */
export function replyTypesOf<N extends FrameRequestName>(type: FrameRequestType<N>): { success: FrameSuccessType<N>; error: FrameErrorType<N> } {
  const name = type.slice(FRAME_APP_EVENT_PREFIX.length) as N
  return { success: `${FRAME_EVENT_PREFIX}${name}_SUCCESS` as FrameSuccessType<N>, error: `${FRAME_EVENT_PREFIX}${name}_ERROR` as FrameErrorType<N> }
}
