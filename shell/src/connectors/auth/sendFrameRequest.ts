import { ThrownMessages } from '@portico/contracts'
import { isFrameReplyTo, type FrameMessage, type FrameRequestMessage, type FrameRequestName, type FrameSuccessPayload } from '@portico/frame-protocol'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'
import type { PausableTimeouts } from './pausableTimeouts'

export interface FrameRequestOptions {
  /** Fails the request after this long (the connect requests of SPEC section 8); none: waits. */
  timeoutMs?: number
  /** Stops waiting (the reply, if it comes, is dropped). */
  signal?: AbortSignal
}

export interface SendFrameRequestParameters<N extends FrameRequestName> {
  name: N
  message: FrameRequestMessage<N>
  target: Window
  origin: string
  /** Where replies are heard; the request adds its listener and removes it when settled. */
  replyListeners: Set<(message: FrameMessage) => void>
  timeouts: PausableTimeouts
  options: FrameRequestOptions
}

const replyError = (reply: FrameMessage) => {
  const { message: text, code } = reply.payload as { message: string; code?: number }
  // The hosted frame may send an empty message: the generic one of SPEC section 8 then.
  return new FrameReplyError(text || ThrownMessages.AN_ERROR_OCCURRED, code)
}

/**
 * Posts one request to the frame and settles with its reply: the success payload, a
 * FrameReplyError for an error reply, a FrameTimeoutError after `options.timeoutMs` (paused while
 * the frame needs the user), or the signal's reason when aborted.
 *
 * @example await sendFrameRequest({ name: 'IS_CONNECTED', message, target, origin, replyListeners, timeouts, options: {} })
 */
export function sendFrameRequest<N extends FrameRequestName>(parameters: SendFrameRequestParameters<N>): Promise<FrameSuccessPayload<N>> {
  const { name, message, target, origin, replyListeners, timeouts, options } = parameters
  return new Promise<FrameSuccessPayload<N>>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = {
      start: () => {
        clearTimeout(timer)
        if (options.timeoutMs === undefined) return
        timer = setTimeout(() => {
          finish()
          reject(new FrameTimeoutError(name))
        }, options.timeoutMs)
      },
      stop: () => clearTimeout(timer),
    }
    const finish = () => {
      replyListeners.delete(onReply)
      timeouts.delete(timeout)
      timeout.stop()
      options.signal?.removeEventListener('abort', onAbort)
    }
    const onReply = (reply: FrameMessage) => {
      if (!isFrameReplyTo(message, reply)) return
      finish()
      if (reply.type.endsWith('_SUCCESS')) resolve(reply.payload as FrameSuccessPayload<N>)
      else reject(replyError(reply))
    }
    const onAbort = () => {
      finish()
      reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error('aborted'))
    }
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort)
    timeouts.add(timeout)
    replyListeners.add(onReply)
    target.postMessage(message, origin)
  })
}
