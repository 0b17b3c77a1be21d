import { z } from 'zod'
import { AnswerTooLargeError, NodeStatusError, type CancelHook, type NodeConnection } from '../chains/createNodeConnection'

/** A checked JSON-RPC request, as the proxy sends it on. */
export interface JsonRpcCall {
  id?: string | number | null | undefined
  [field: string]: unknown
}

/** How one call is bounded, as NodeConnection.post bounds it. */
export interface CallOptions {
  timeoutMs: number
  onCancel?: CancelHook
}

/** Sends one request and resolves to the node's answer to it, as text. */
export type SendToNode = (request: JsonRpcCall, options: CallOptions) => Promise<string>

export interface UpstreamBatcherOptions {
  /** Requests sent to the node in one batch at most; 1 sends each alone. */
  maxSize: number
  /** Bytes of one request's answer. */
  maxResponseBytes: number
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))

interface Member {
  request: JsonRpcCall
  options: CallOptions
  resolve: (text: string) => void
  reject: (error: Error) => void
  settled: boolean
}

const answerItemSchema = z.looseObject({ id: z.number().int() })

/**
 * Single requests to one node that arrive in the same turn of the event loop go to the node as one
 * JSON-RPC batch: one HTTP exchange for several clients' calls, each still run by the node on its
 * own (no answer is shared), so the proxy's CPU per call falls with the load. Each request gets the
 * batch's index as its id and its answer its own id back. A client that goes away is answered at
 * once and the batch is stopped when all of its clients have gone. A node that refuses batches (an
 * HTTP 4xx, or an answer that is not a list) gets every request alone from then on; a batch whose
 * answer is over its bound is sent again request by request, so only the one too big fails.
 * Requests without an id (notifications) and a lone request are sent as they are.
 * @example const send = createUpstreamBatcher(node, { maxSize: 20, maxResponseBytes }); const text = await send(request, { timeoutMs })
 */
export function createUpstreamBatcher(node: NodeConnection, { maxSize, maxResponseBytes }: UpstreamBatcherOptions): SendToNode {
  let batching = maxSize > 1
  let pending: Member[] = []

  const sendAlone: SendToNode = (request, { timeoutMs, onCancel }) => node.post(JSON.stringify(request), { maxBytes: maxResponseBytes, timeoutMs, ...(onCancel ? { onCancel } : {}) })

  const settleFromAnswer = (members: Member[], text: string): boolean => {
    let items: unknown
    try {
      items = JSON.parse(text)
    } catch {
      items = undefined
    }
    if (!Array.isArray(items)) return false
    const byId = new Map<number, Record<string, unknown>>()
    for (const item of items) {
      const parsed = answerItemSchema.safeParse(item)
      if (parsed.success) byId.set(parsed.data.id, parsed.data)
    }
    members.forEach((member, index) => {
      const answer = byId.get(index)
      if (!answer) return settle(member, new Error("the node's batch answer left this request out"))
      const own = JSON.stringify({ ...answer, id: member.request.id })
      settle(member, Buffer.byteLength(own) > maxResponseBytes ? new AnswerTooLargeError(maxResponseBytes) : undefined, own)
    })
    return true
  }

  const settle = (member: Member, error: Error | undefined, text = '') => {
    if (member.settled) return
    member.settled = true
    if (error) member.reject(error)
    else member.resolve(text)
  }

  const sendBatch = (members: Member[]) => {
    const live = members.filter((member) => !member.settled)
    if (live.length === 0) return
    const body = JSON.stringify(live.map((member, index) => ({ ...member.request, id: index })))
    let cancel = () => {}
    let gone = 0
    for (const member of live) {
      member.options.onCancel?.(() => {
        settle(member, new DOMException('the client went away', 'AbortError'))
        gone += 1
        if (gone === live.length) cancel()
      })
    }
    const timeoutMs = Math.min(...live.map((member) => member.options.timeoutMs))
    node
      .post(body, { maxBytes: maxResponseBytes * live.length, timeoutMs, onCancel: (stop) => (cancel = stop) })
      .then((text) => {
        if (!settleFromAnswer(live, text)) refused(live)
      })
      .catch((error: unknown) => {
        if (error instanceof NodeStatusError && error.status >= 400 && error.status < 500) return refused(live)
        // One answer over its bound made the whole too big: each alone, so only that one fails.
        if (error instanceof AnswerTooLargeError) return sendEachAlone(live)
        for (const member of live) settle(member, asError(error))
      })
  }

  const sendEachAlone = (members: Member[]) => {
    for (const member of members) {
      if (member.settled) continue
      sendAlone(member.request, member.options).then(
        (text) => settle(member, undefined, text),
        (error: unknown) => settle(member, asError(error)),
      )
    }
  }

  // The node does not take batches: every request alone, now and from then on.
  const refused = (members: Member[]) => {
    batching = false
    sendEachAlone(members)
  }

  const flush = () => {
    const members = pending
    pending = []
    for (let start = 0; start < members.length; start += maxSize) {
      const group = members.slice(start, start + maxSize)
      if (group.length === 1) sendEachAlone(group)
      else sendBatch(group)
    }
  }

  return (request, options) => {
    if (!batching || request.id === undefined) return sendAlone(request, options)
    return new Promise<string>((resolve, reject) => {
      pending.push({ request, options, resolve, reject, settled: false })
      // After the requests that arrived with this one are read (setImmediate runs after I/O).
      if (pending.length === 1) setImmediate(flush)
    })
  }
}
