import { isFrameJsonValue, type FrameJsonValue } from '@portico/frame-protocol'
import { z } from 'zod'
import { FrameRequestError } from './frameRequestError'

const jsonValue = z.custom<FrameJsonValue>((value) => isFrameJsonValue(value))
const jsonRpcReplySchema = z.union([
  z.object({ result: jsonValue }),
  z.object({ error: z.object({ code: z.number().int(), message: z.string().min(1) }) }),
])

export type ForwardRpc = (rpcUrl: string, method: string, params: unknown) => Promise<FrameJsonValue>

/**
 * Sends a safe JSON-RPC request to a chain's node and returns its result; the node's error comes
 * back as a FrameRequestError with its code and message ('execution reverted').
 * @example await createForwardRpc()('http://127.0.0.1:8545', 'eth_blockNumber', []) // '0x1a'
 */
export function createForwardRpc(fetchFn: typeof fetch = (...args) => fetch(...args)): ForwardRpc {
  let id = 0
  return async (rpcUrl, method, params) => {
    id += 1
    let response: Response
    try {
      response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      })
    } catch {
      throw new FrameRequestError(`The node at ${rpcUrl} did not answer`, -32603)
    }
    const reply = jsonRpcReplySchema.safeParse(await response.json().catch(() => undefined))
    if (!reply.success) throw new FrameRequestError(`The node answered HTTP ${response.status} without a JSON-RPC result`, -32603)
    if ('error' in reply.data) throw new FrameRequestError(reply.data.error.message, reply.data.error.code)
    return reply.data.result
  }
}
