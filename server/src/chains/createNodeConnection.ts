import { Pool, fetch as poolFetch, type Dispatcher } from 'undici'
import { withRequestSignal } from '../http/requestSignal'

/** Registers what stops a call early: `cancel` is called when its answer is no longer wanted (the client went away). */
export type CancelHook = (cancel: () => void) => void

/** How one `post` is bounded. */
export interface PostOptions {
  /** The answer's bound; past it the call fails with AnswerTooLargeError and the rest is not read. */
  maxBytes: number
  /** The call's deadline, queueing for a connection included; past it the call fails with a TimeoutError. */
  timeoutMs: number
  onCancel?: CancelHook
}

/** Keep-alive connections to one node, shared by the JSON-RPC proxy and the chain's viem client. */
export interface NodeConnection {
  /** POSTs a JSON-RPC body and reads the answer's text. */
  post: (body: string, options: PostOptions) => Promise<string>
  /** `fetch` over the same connections, for viem's http transport; it stops when the request being answered is abandoned. */
  fetch: typeof fetch
  close: () => Promise<void>
}

/** The node's answer outgrew the proxy's bound; the rest of it was not read. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`the node's answer is over ${maxBytes} bytes`)
  }
}

/** The node answered an HTTP error status; its body was not read. */
export class NodeStatusError extends Error {
  override name = 'NodeStatusError'
  constructor(readonly status: number) {
    super(`node answered ${status}`)
  }
}

/** Connections one instance keeps open to a node: enough for its concurrency bound, few enough for a shared node. */
const NODE_CONNECTIONS = 32

/**
 * An undici pool for a node's URL: requests reuse keep-alive connections instead of a new TCP
 * handshake per call.
 * @example const node = createNodeConnection('http://127.0.0.1:8545'); await node.post(body, { maxBytes, timeoutMs })
 */
export function createNodeConnection(rpcUrl: string): NodeConnection {
  const url = new URL(rpcUrl)
  const pool = new Pool(url.origin, { connections: NODE_CONNECTIONS })
  const path = `${url.pathname}${url.search}`
  return {
    post: (body, options) => postOnPool(pool, { path, method: 'POST', headers: { 'content-type': 'application/json' }, body }, options),
    fetch: ((input: string | URL | Request, init?: RequestInit) => poolFetch(input as never, { ...(init as object), signal: withRequestSignal(init?.signal ?? undefined), dispatcher: pool } as never)) as unknown as typeof fetch,
    close: () => pool.close(),
  }
}

/**
 * One call on undici's dispatcher, read into a string by a handler of its own: the proxy's busiest
 * path pays for no response stream, async iterator or AbortSignal, which together cost more CPU
 * than the HTTP exchange. A plain timer bounds it; `onCancel` stops it early.
 */
function postOnPool(pool: Dispatcher, request: Dispatcher.DispatchOptions, { maxBytes, timeoutMs, onCancel }: PostOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined
    let stopped: Error | undefined
    let settled = false
    const settle = (error: Error | undefined, text?: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (error) reject(error)
      else resolve(text ?? '')
    }
    // Waiting for a connection, the call has no controller yet: it is refused as soon as it gets one.
    const stop = (reason: Error) => {
      stopped ??= reason
      controller?.abort(reason)
      settle(reason)
    }
    const timer = setTimeout(() => stop(new DOMException(`the node gave no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
    onCancel?.(() => stop(new DOMException('the client went away', 'AbortError')))
    let status = 0
    let size = 0
    const chunks: Buffer[] = []
    pool.dispatch(request, {
      onRequestStart(started) {
        controller = started
        if (stopped) started.abort(stopped)
      },
      onResponseStart(_, statusCode) {
        status = statusCode
      },
      onResponseData(_, chunk) {
        if (status >= 400) return
        size += chunk.length
        if (size > maxBytes) stop(new AnswerTooLargeError(maxBytes))
        else chunks.push(chunk)
      },
      onResponseEnd() {
        settle(status >= 400 ? new NodeStatusError(status) : undefined, Buffer.concat(chunks).toString('utf8'))
      },
      onResponseError(_, error) {
        settle(error)
      },
    })
  })
}
