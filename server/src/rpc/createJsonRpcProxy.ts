import { z } from 'zod'
import { AnswerTooLargeError, type CancelHook } from '../chains/createNodeConnection'
import type { ChainRuntime } from '../chains/createChainRuntime'
import { HostedError } from '../engines/hostedError'
import { parseJsonBody } from '../http/readJson'
import { runWithRequestSignal } from '../http/requestSignal'
import type { ServerContext } from '../http/serverContext'
import { upstream } from '../http/upstreamError'
import { jsonRpcError, LIMIT_EXCEEDED, methodNotAvailable, type JsonRpcErrorAnswer } from './jsonRpcError'
import { logRangeIssue } from './logBlockRange'
import { createUpstreamBatcher, type SendToNode } from './createUpstreamBatcher'
import { proxyForwards } from './proxyRpcMethods'

const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
})
type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
// Built once, not per call: a zod schema costs more to build than to run.
const bodySchema = z.union([jsonRpcRequestSchema, z.array(jsonRpcRequestSchema).min(1)])

/** What a proxied call needs besides its body. */
export interface ProxyJsonRpcInput {
  chain: ChainRuntime
  /** Methods the project forwards beyond PROXY_RPC_METHODS. */
  projectMethods: readonly string[]
  /** The request body as the client sent it (already within the body limit). */
  bodyText: string
  /** Stops the node calls when the client goes away. */
  onClientGone: CancelHook
}

/** One proxied request's bounds: every node call stops when its client goes away or at its one deadline. */
interface CallBounds {
  onClientGone: CancelHook
  /** `performance.now()` past which no node call goes on. */
  deadline: number
}

/** A method the proxy does not forward, answered by its JSON-RPC error without the node. */
const methodRefusal = (request: JsonRpcRequest, projectMethods: readonly string[]): JsonRpcErrorAnswer | undefined =>
  proxyForwards(request.method, projectMethods) ? undefined : methodNotAvailable(request.id, request.method)

/** What a request refused by the proxy itself is answered, without the node: a method it does not forward, a log query too wide. */
async function refusalOf(request: JsonRpcRequest, projectMethods: readonly string[], context: ServerContext, chain: ChainRuntime, bounds: CallBounds): Promise<JsonRpcErrorAnswer | undefined> {
  const refused = methodRefusal(request, projectMethods)
  if (refused || request.method !== 'eth_getLogs') return refused
  const latestBlock = () => runWithRequestSignal(bounds.onClientGone, remainingMs(bounds), () => chain.client.getBlockNumber({ cacheTime: 1_000 }))
  const issue = await logRangeIssue(request.params, context.config.rpc.maxLogBlockRange, () => upstream(chain.config.id, 'rpc-proxy', latestBlock))
  return issue === undefined ? undefined : jsonRpcError(request.id, LIMIT_EXCEEDED, issue)
}

const remainingMs = (bounds: CallBounds) => Math.max(1, Math.round(bounds.deadline - performance.now()))

/** The node's answer, or the limit error for each request when the answer outgrew the bound. */
async function forward(context: ServerContext, send: SendToNode, chain: ChainRuntime, requests: JsonRpcRequest[], batch: boolean, bounds: CallBounds): Promise<unknown[] | string> {
  const { maxResponseBytes } = context.config.rpc
  const options = { maxBytes: maxResponseBytes, timeoutMs: remainingMs(bounds), onCancel: bounds.onClientGone }
  try {
    // Re-serialised from what was checked, never the client's own text: a node whose JSON parser
    // keeps the first of two duplicate "method" keys would run what the check never saw.
    return await upstream(chain.config.id, 'rpc-proxy', () => (batch ? chain.node.post(JSON.stringify(requests), options) : send(requests[0] ?? {}, options)))
  } catch (error) {
    if (!(error instanceof Error && error.cause instanceof AnswerTooLargeError)) throw error
    return requests.map((request) => jsonRpcError(request.id, LIMIT_EXCEEDED, `Response size exceeded: the answer is over ${maxResponseBytes} bytes`))
  }
}

/**
 * The JSON-RPC proxy's work for one POST, free of any server framework: the body checked (JSON,
 * depth, the request shape, a batch of at most `rpc.maxBatchSize`), each request the proxy refuses
 * answered by its JSON-RPC error without the node (PROXY_RPC_METHODS and the project's
 * `rpcMethods`, an `eth_getLogs` of at most `rpc.maxLogBlockRange` blocks), the rest sent to the
 * node in one call; the node's text passes through unchanged when nothing was refused. Throws
 * HostedError (400), ZodError (400) or UpstreamError (503) for its caller to answer.
 * @example const proxy = createJsonRpcProxy(context); const json = await proxy({ chain, projectMethods: [], bodyText })
 */
export function createJsonRpcProxy(context: ServerContext): (input: ProxyJsonRpcInput) => Promise<string> {
  const { upstreamBatchSize, maxResponseBytes } = context.config.rpc
  const senders = new Map<ChainRuntime, SendToNode>()
  const senderOf = (chain: ChainRuntime) => {
    let send = senders.get(chain)
    if (!send) senders.set(chain, (send = createUpstreamBatcher(chain.node, { maxSize: upstreamBatchSize, maxResponseBytes })))
    return send
  }
  return (input) => proxyJsonRpc(context, senderOf(input.chain), input)
}

async function proxyJsonRpc(context: ServerContext, send: SendToNode, { chain, projectMethods, bodyText, onClientGone }: ProxyJsonRpcInput): Promise<string> {
  const bounds: CallBounds = { onClientGone, deadline: performance.now() + context.config.upstreamTimeoutMs }
  const parsed = parseJsonBody(bodyText, context.config.maxJsonDepth)
  const { maxBatchSize } = context.config.rpc
  // Said apart: the schema's union would answer only "Invalid input" for a batch over its bound.
  if (Array.isArray(parsed) && parsed.length > maxBatchSize) throw new HostedError(400, 'body', `Invalid parameter: a batch holds at most ${maxBatchSize} requests`)
  const body = bodySchema.parse(parsed)
  const batch = Array.isArray(body)
  const requests = batch ? body : [body]
  // Only an eth_getLogs may need the node to be judged; the rest are judged without a promise each.
  const refusals = requests.some((request) => request.method === 'eth_getLogs')
    ? await Promise.all(requests.map((request) => refusalOf(request, projectMethods, context, chain, bounds)))
    : requests.map((request) => methodRefusal(request, projectMethods))
  const forwarded = requests.filter((_, index) => refusals[index] === undefined)
  const answered = refusals.filter((refusal) => refusal !== undefined)
  const fromNode = forwarded.length === 0 ? [] : await forward(context, send, chain, forwarded, batch, bounds)
  if (typeof fromNode === 'string' && answered.length === 0) return fromNode
  const nodeAnswers: unknown[] = typeof fromNode === 'string' ? [JSON.parse(fromNode) as unknown].flat() : fromNode
  const answers = [...nodeAnswers, ...answered]
  return JSON.stringify(batch ? answers : answers[0])
}
