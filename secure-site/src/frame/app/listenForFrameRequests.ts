import { FrameProviderErrors, frameError, frameReady, parseFrameRequest, type FrameReplyMessage, type FrameRequestMessage } from '@portico/frame-protocol'

/** The parent window as the frame sees it: something to post to. */
export type ParentWindow = { postMessage(message: unknown, targetOrigin: string): void }

/** Where the frame listens: its own window. */
export type MessageTarget = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export type ListenForFrameRequestsOptions = {
  target: MessageTarget
  parent: ParentWindow
  allowedOrigins: readonly string[]
  handle: (request: FrameRequestMessage, origin: string) => Promise<FrameReplyMessage>
  log?: (...args: unknown[]) => void
}

/**
 * The frame's end of the origin rules (docs/frame-protocol.md "Origins"): a message counts only
 * when it comes from the parent window; from an allowed origin it is handled, from any other it
 * gets an 'Origin not allowed' error reply and nothing else. Replies go to the sender's origin,
 * never '*'. Returns the function that stops listening.
 * @example const stop = listenForFrameRequests({ target: window, parent: window.parent, allowedOrigins, handle })
 */
export function listenForFrameRequests({ target, parent, allowedOrigins, handle, log = () => undefined }: ListenForFrameRequestsOptions): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source !== parent) {
      log('[secure site] dropped a message not from the parent window', event.origin)
      return
    }
    const allowed = allowedOrigins.includes(event.origin)
    const request = parseFrameRequest(event.data)
    if (!request) {
      log('[secure site] dropped a message that is no frame request', event.origin)
      return
    }
    if (!allowed) {
      parent.postMessage(frameError(request, { message: FrameProviderErrors.ORIGIN_NOT_ALLOWED }), event.origin)
      return
    }
    void handle(request, event.origin).then((reply) => parent.postMessage(reply, event.origin))
  }
  target.addEventListener('message', listener)
  return () => target.removeEventListener('message', listener)
}

/**
 * Posts READY to the parent (docs/frame-protocol.md "The frame's own events"), even to an origin
 * off the allow-list, so that page learns why its requests fail. When the parent's origin is
 * unknown it goes to each allowed origin: the browser delivers it only to the one that matches.
 * @example announceReady({ parent: window.parent, parentOrigin: 'http://127.0.0.1:5173', allowedOrigins, version: '4' })
 */
export function announceReady({ parent, parentOrigin, allowedOrigins, version }: { parent: ParentWindow; parentOrigin: string | undefined; allowedOrigins: readonly string[]; version: string }) {
  for (const origin of parentOrigin === undefined ? allowedOrigins : [parentOrigin]) parent.postMessage(frameReady(version), origin)
}
