import type { Logger } from '@portico/contracts'
import { FRAME_READY, FRAME_USER_STEP, parseFrameMessage, type FrameEventMessage, type FrameMessage } from '@portico/frame-protocol'

export interface FrameMessageHandlerOptions {
  iframe: HTMLIFrameElement
  /** The secure site's origin: the only one messages are taken from. */
  origin: string
  log: Logger
  onReady: () => void
  onUserStep: (shown: boolean) => void
  /** The frame's own events (READY, SESSION_UPDATE, PORTICO_USER_STEP_V1). */
  onEvent: (message: FrameEventMessage) => void
  /** Everything else: replies to requests. */
  onReply: (message: FrameMessage) => void
}

const isFrameEvent = (message: FrameMessage): message is FrameEventMessage =>
  message.type === FRAME_READY || message.type === '@w3m-frame/SESSION_UPDATE' || message.type === FRAME_USER_STEP

const speaksFrameProtocol = (data: unknown) => typeof data === 'object' && data !== null && String((data as { type?: unknown }).type).startsWith('@w3m-frame/')

/**
 * The window `message` listener of the page's end of the frame protocol: a message is taken only
 * from the iframe's window and the secure site's origin, and only when its envelope parses.
 *
 * @example win.addEventListener('message', createFrameMessageHandler({ iframe, origin, log, ... }))
 */
export function createFrameMessageHandler(options: FrameMessageHandlerOptions): (event: MessageEvent) => void {
  const { iframe, origin, log } = options
  return (event) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) {
      // Another window or origin speaking the protocol is not our frame: dropped, said once in the log.
      if (speaksFrameProtocol(event.data)) log.warn(`[portico] dropped a frame message from ${event.origin || 'an unknown origin'}: not the secure frame`)
      return
    }
    const message = parseFrameMessage(event.data)
    if (!message) {
      log.warn('[portico] dropped a malformed message from the secure frame')
      return
    }
    if (message.type === FRAME_READY) options.onReady()
    if (message.type === FRAME_USER_STEP) options.onUserStep(message.payload.shown)
    if (isFrameEvent(message)) options.onEvent(message)
    else options.onReply(message)
  }
}
