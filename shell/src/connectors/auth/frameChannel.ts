import { FRAME_IFRAME_ID, FRAME_IFRAME_NAME, FRAME_SDK_VERSION, FRAME_TIMEOUT_MS, FRAME_Z_INDEX, type CaipNetworkId, type Logger, ThrownMessages } from '@portico/contracts'
import { FRAME_READY, FRAME_APP_EVENT_PREFIX, FRAME_USER_STEP, frameRequest, isFrameReplyTo, parseFrameMessage, type FrameEventMessage, type FrameMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameSuccessPayload } from '@portico/frame-protocol'
import { FrameReplyError, FrameTimeoutError, FrameUnavailableError } from './frameErrors'

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

export interface FrameRequestOptions {
  /** Fails the request after this long (the connect requests of SPEC section 8); none: waits. */
  timeoutMs?: number
  /** Stops waiting (the reply, if it comes, is dropped). */
  signal?: AbortSignal
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

/**
 * The page's end of the frame protocol: the hidden iframe of SPEC section 2 and its messages. A
 * message is taken only when it comes from that iframe's window and the secure site's origin and
 * its envelope parses; everything else is dropped and logged. Requests go to that origin only.
 */
export function createFrameChannel(options: FrameChannelOptions) {
  const { window: win, log } = options
  const origin = new URL(options.secureSiteUrl).origin
  const iframe = win.document.createElement('iframe')
  iframe.id = FRAME_IFRAME_ID
  iframe.name = FRAME_IFRAME_NAME
  iframe.title = 'Secure wallet'
  iframe.src = frameSrc(options)
  // The frame's passkey recovery factor (WebAuthn PRF) runs in its own origin; only that origin gets these.
  iframe.allow = `publickey-credentials-get ${origin}; publickey-credentials-create ${origin}`
  Object.assign(iframe.style, { position: 'fixed', zIndex: String(FRAME_Z_INDEX), border: '0', display: 'none', colorScheme: 'normal' })

  const replyListeners = new Set<(message: FrameMessage) => void>()
  const eventListeners = new Set<(message: FrameEventMessage) => void>()
  // While the frame's own page needs the user (PORTICO_USER_STEP_V1), no request times out: a person is typing.
  const timeouts = new Set<{ start: () => void; stop: () => void }>()
  let userStep = false
  let markReady: () => void = () => undefined
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) {
      // Another window or origin speaking the protocol is not our frame: dropped, said once in the log.
      if (typeof event.data === 'object' && event.data !== null && String((event.data as { type?: unknown }).type).startsWith('@w3m-frame/')) {
        log.warn(`[portico] dropped a frame message from ${event.origin || 'an unknown origin'}: not the secure frame`)
      }
      return
    }
    const message = parseFrameMessage(event.data)
    if (!message) {
      log.warn('[portico] dropped a malformed message from the secure frame')
      return
    }
    if (message.type === FRAME_READY) markReady()
    if (message.type === FRAME_USER_STEP) {
      userStep = message.payload.shown
      for (const timeout of timeouts) (userStep ? timeout.stop : timeout.start)()
    }
    if (message.type === FRAME_READY || message.type === '@w3m-frame/SESSION_UPDATE' || message.type === FRAME_USER_STEP) {
      for (const listener of eventListeners) listener(message as FrameEventMessage)
      return
    }
    for (const listener of replyListeners) listener(message)
  }
  win.addEventListener('message', onMessage)
  win.document.body.appendChild(iframe)

  const timeoutMs = options.timeoutMs ?? FRAME_TIMEOUT_MS
  /** The next READY, or 'Unable to load email login dependency' after the frame timeout. */
  const nextReady = () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const waiting = Promise.race([
      new Promise<void>((resolve) => (markReady = resolve)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new FrameUnavailableError()), timeoutMs)
      }),
    ]).finally(() => clearTimeout(timer))
    // Nobody may be waiting yet: a failure is still reported to whoever asks next.
    waiting.catch(() => undefined)
    return waiting
  }
  let ready = nextReady()

  const channel = {
    iframe,
    origin,
    /** Resolves on the frame's READY; rejects with 'Unable to load email login dependency' after the frame timeout. */
    get ready() {
      return ready
    },
    /**
     * Reloads the frame (RELOAD): what it was asked and not yet answered is dropped there (an
     * approval the page gave up on). Requests wait for its next READY.
     */
    async reload() {
      await channel.request('RELOAD', undefined)
      ready = nextReady()
    },
    /**
     * Stops the request the frame is working on (RPC_ABORT: an approval the user left). A frame
     * that does not answer within RPC_ABORT_TIMEOUT_MS is reloaded instead, which drops it too.
     */
    async abortRpc() {
      try {
        await channel.request('RPC_ABORT', undefined, { timeoutMs: RPC_ABORT_TIMEOUT_MS })
      } catch {
        await channel.reload()
      }
    },
    /**
     * Sends request N once the frame is ready and resolves with its success payload; an error
     * reply rejects with FrameReplyError, a timeout with FrameTimeoutError.
     */
    async request<N extends FrameRequestName>(name: N, payload: FrameRequestPayloadInput<N>, requestOptions: FrameRequestOptions = {}): Promise<FrameSuccessPayload<N>> {
      const message = frameRequest<N>(`${FRAME_APP_EVENT_PREFIX}${name}`, payload, newRequestId())
      await ready
      const target = iframe.contentWindow
      if (!target) throw new FrameUnavailableError()
      return new Promise<FrameSuccessPayload<N>>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const timeout = {
          start: () => {
            clearTimeout(timer)
            if (requestOptions.timeoutMs === undefined) return
            timer = setTimeout(() => {
              finish()
              reject(new FrameTimeoutError(name))
            }, requestOptions.timeoutMs)
          },
          stop: () => clearTimeout(timer),
        }
        const finish = () => {
          replyListeners.delete(onReply)
          timeouts.delete(timeout)
          timeout.stop()
          requestOptions.signal?.removeEventListener('abort', onAbort)
        }
        const onReply = (reply: FrameMessage) => {
          if (!isFrameReplyTo(message, reply)) return
          finish()
          if (reply.type.endsWith('_SUCCESS')) resolve(reply.payload as FrameSuccessPayload<N>)
          else {
            const { message: text, code } = reply.payload as { message: string; code?: number }
            // The hosted frame may send an empty message: the generic one of SPEC section 8 then.
            reject(new FrameReplyError(text || ThrownMessages.AN_ERROR_OCCURRED, code))
          }
        }
        const onAbort = () => {
          finish()
          reject(requestOptions.signal?.reason instanceof Error ? requestOptions.signal.reason : new Error('aborted'))
        }
        if (requestOptions.signal?.aborted) return onAbort()
        requestOptions.signal?.addEventListener('abort', onAbort)
        timeouts.add(timeout)
        if (!userStep) timeout.start()
        replyListeners.add(onReply)
        target.postMessage(message, origin)
      })
    },
    /** The frame's own events (READY, SESSION_UPDATE, PORTICO_USER_STEP_V1); returns the unsubscribe function. */
    onEvent(listener: (message: FrameEventMessage) => void) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    /** Shows the frame over `rect` (its approval UI), or hides it again with undefined. */
    showAt(rect: { top: number; left: number; width: number; height: number } | undefined) {
      if (!rect) {
        iframe.style.display = 'none'
        return
      }
      Object.assign(iframe.style, { display: 'block', top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px` })
    },
    destroy() {
      win.removeEventListener('message', onMessage)
      iframe.remove()
      replyListeners.clear()
      eventListeners.clear()
    },
  }
  return channel
}

export type FrameChannel = ReturnType<typeof createFrameChannel>
