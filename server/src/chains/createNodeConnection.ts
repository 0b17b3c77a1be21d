import { Pool, fetch as poolFetch } from 'undici'
import { withRequestSignal } from '../http/requestSignal'

/** Keep-alive connections to one node, shared by the JSON-RPC proxy and the chain's viem client. */
export interface NodeConnection {
  /** POSTs a JSON-RPC body and reads the answer's text, refusing one over `maxBytes` (AnswerTooLargeError). */
  post: (body: string, options: { signal: AbortSignal; maxBytes: number }) => Promise<string>
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

/** Connections one instance keeps open to a node: enough for its concurrency bound, few enough for a shared node. */
const NODE_CONNECTIONS = 32

/**
 * An undici pool for a node's URL: requests reuse keep-alive connections instead of a new TCP
 * handshake per call.
 * @example const node = createNodeConnection('http://127.0.0.1:8545'); await node.post(body, { signal, maxBytes })
 */
export function createNodeConnection(rpcUrl: string): NodeConnection {
  const url = new URL(rpcUrl)
  const pool = new Pool(url.origin, { connections: NODE_CONNECTIONS })
  const path = `${url.pathname}${url.search}`
  return {
    async post(body, { signal, maxBytes }) {
      const answer = await pool.request({ path, method: 'POST', headers: { 'content-type': 'application/json' }, body, signal })
      if (answer.statusCode >= 400) {
        await answer.body.dump()
        throw new Error(`node answered ${answer.statusCode}`)
      }
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of answer.body as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > maxBytes) {
          answer.body.destroy()
          throw new AnswerTooLargeError(maxBytes)
        }
        chunks.push(chunk)
      }
      return Buffer.concat(chunks).toString('utf8')
    },
    fetch: ((input: string | URL | Request, init?: RequestInit) => poolFetch(input as never, { ...(init as object), signal: withRequestSignal(init?.signal ?? undefined), dispatcher: pool } as never)) as unknown as typeof fetch,
    close: () => pool.close(),
  }
}
