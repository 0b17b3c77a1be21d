import { FRAME_SDK_VERSION, FRAME_TIMEOUT_MS, type CaipNetworkId, type Logger } from '@portico/contracts'
import { FRAME_APP_EVENT_PREFIX, frameRequest, type FrameEventMessage, type FrameMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameSuccessPayload } from '@portico/frame-protocol'
import { createFrameIframe } from './createFrameIframe'
import { FrameUnavailableError } from './frameErrors'
import { createFrameMessageHandler } from './frameMessageHandler'
import { waitForFrameReady } from './frameReadyGate'
import { createPausableTimeouts } from './pausableTimeouts'
import { sendFrameRequest, type FrameRequestOptions } from './sendFrameRequest'

export type { FrameRequestOptions } from './sendFrameRequest'

export interface FrameChannelOptions {
  window: Window
  /** The secure site's frame page; its origin is the only one messages are taken from and sent to. */
  secureSiteUrl: string
  projectId: string
  chainId: CaipNetworkId
  /** The node URL of `chainId`'s network (AppKit's frame query carries it too). */
  rpcUrl: string
  /** A smart account implementation version to force ('v6', 'v7'), for debugging only. */
  smartAccountVersion?: string
  enableLogger: boolean
  log: Logger
  /** How long READY may take (SPEC section 9: 30000 ms). */
  timeoutMs?: number
}

/** How long the frame may take to answer RPC_ABORT before the page reloads it instead. */
export const RPC_ABORT_TIMEOUT_MS = 3_000

/**
 * The src of the iframe: the secure site with the query of SPEC section 2, plus `rpcUrl` (and
 * `smartAccountVersion` when forced), as the hosted secure site reads it.
 */
export function frameSrc({ secureSiteUrl, projectId, chainId, rpcUrl, smartAccountVersion, enableLogger }: Pick<FrameChannelOptions, 'secureSiteUrl' | 'projectId' | 'chainId' | 'rpcUrl' | 'smartAccountVersion' | 'enableLogger'>): string {
  const url = new URL(secureSiteUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('version', String(FRAME_SDK_VERSION))
  url.searchParams.set('enableLogger', String(enableLogger))
  url.searchParams.set('rpcUrl', rpcUrl)
  if (smartAccountVersion) url.searchParams.set('smartAccountVersion', smartAccountVersion)
  return url.href
}

let requestCount = 0
const newRequestId = () => `${Date.now().toString(36)}-${(requestCount += 1).toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Where the frame is shown (its approval UI). */
export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

/** The page's end of the frame protocol. */
export interface FrameChannel {
  readonly iframe: HTMLIFrameElement
  readonly origin: string
  /** Resolves on the frame's READY; rejects with 'Unable to load email login dependency' after the frame timeout. */
  readonly ready: Promise<void>
  /**
   * Reloads the frame (RELOAD): what it was asked and not yet answered is dropped there (an
   * approval the page gave up on). Requests wait for its next READY.
   */
  reload: () => Promise<void>
  /**
   * Stops the request the frame is working on (RPC_ABORT: an approval the user left). A frame
   * that does not answer within RPC_ABORT_TIMEOUT_MS is reloaded instead, which drops it too.
   */
  abortRpc: () => Promise<void>
  /**
   * Sends request N once the frame is ready and resolves with its success payload; an error
   * reply rejects with FrameReplyError, a timeout with FrameTimeoutError.
   */
  request: <N extends FrameRequestName>(name: N, payload: FrameRequestPayloadInput<N>, requestOptions?: FrameRequestOptions) => Promise<FrameSuccessPayload<N>>
  /** The frame's own events (READY, SESSION_UPDATE, PORTICO_USER_STEP_V1); returns the unsubscribe function. */
  onEvent: (listener: (message: FrameEventMessage) => void) => () => boolean
  /** Shows the frame over `rect` (its approval UI), or hides it again with undefined. */
  showAt: (rect: FrameRect | undefined) => void
  /** Removes the frame and its listener and ends the READY wait, so no timer outlives it. */
  destroy: () => void
}

/**
 * The page's end of the frame protocol: the hidden iframe of SPEC section 2 and its messages. A
 * message is taken only when it comes from that iframe's window and the secure site's origin and
 * its envelope parses; everything else is dropped and logged. Requests go to that origin only.
 *
 * @example const channel = createFrameChannel({ window, secureSiteUrl, projectId, chainId, rpcUrl, enableLogger: false, log })
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { window: win } = options
  const origin = new URL(options.secureSiteUrl).origin
  const iframe = createFrameIframe(win.document, frameSrc(options), origin)
  const replyListeners = new Set<(message: FrameMessage) => void>()
  const eventListeners = new Set<(message: FrameEventMessage) => void>()
  const timeouts = createPausableTimeouts()
  const timeoutMs = options.timeoutMs ?? FRAME_TIMEOUT_MS
  let readyWait = waitForFrameReady(timeoutMs)
  const onMessage = createFrameMessageHandler({
    iframe,
    origin,
    log: options.log,
    onReady: () => readyWait.markReady(),
    onUserStep: (shown) => timeouts.setPaused(shown),
    onEvent: (message) => eventListeners.forEach((listener) => listener(message)),
    onReply: (message) => replyListeners.forEach((listener) => listener(message)),
  })
  win.addEventListener('message', onMessage)
  win.document.body.appendChild(iframe)

  const channel: FrameChannel = {
    iframe,
    origin,
    get ready() {
      return readyWait.ready
    },
    async reload() {
      await channel.request('RELOAD', undefined)
      readyWait = waitForFrameReady(timeoutMs)
    },
    async abortRpc() {
      try {
        await channel.request('RPC_ABORT', undefined, { timeoutMs: RPC_ABORT_TIMEOUT_MS })
      } catch {
        await channel.reload()
      }
    },
    async request(name, payload, requestOptions = {}) {
      const message = frameRequest(`${FRAME_APP_EVENT_PREFIX}${name}`, payload, newRequestId())
      await readyWait.ready
      const target = iframe.contentWindow
      if (!target) throw new FrameUnavailableError()
      return sendFrameRequest({ name, message, target, origin, replyListeners, timeouts, options: requestOptions })
    },
    onEvent(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    showAt(rect) {
      if (!rect) {
        iframe.style.display = 'none'
        return
      }
      Object.assign(iframe.style, { display: 'block', top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px` })
    },
    destroy() {
      readyWait.cancel()
      win.removeEventListener('message', onMessage)
      iframe.remove()
      replyListeners.clear()
      eventListeners.clear()
    },
  }
  return channel
}
