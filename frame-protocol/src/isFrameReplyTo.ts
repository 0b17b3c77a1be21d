import type { FrameRequestName } from './frameEventTypes'
import type { FrameMessage, FrameReplyMessage, FrameRequestMessage } from './frameMessage'
import { replyTypesOf } from './replyTypesOf'

/**
 * True when `message` answers `request`: the same id (a request or reply without one matches
 * nothing) and one of the request's two reply types.
 * @example if (isFrameReplyTo(pending.request, message)) pending.settle(message)
 */
export function isFrameReplyTo<N extends FrameRequestName>(request: FrameRequestMessage<N>, message: FrameMessage): message is FrameReplyMessage<N> {
  if (request.id === undefined || message.id !== request.id) return false
  const { success, error } = replyTypesOf(request.type)
  return message.type === success || message.type === error
}
