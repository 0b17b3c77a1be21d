import type { Context } from 'hono'
import { z } from 'zod'
import { AnswerTooLargeError } from '../chains/createNodeConnection'
import type { ChainRuntime } from '../chains/createChainRuntime'
import { checkProject } from '../http/checkProject'
import { readJson } from '../http/readJson'
import { requestSignal } from '../http/requestSignal'
import type { PorticoApp, PorticoVariables, ServerContext } from '../http/serverContext'
import { unsupportedChain } from '../http/unsupportedChain'
import { upstream } from '../http/upstreamError'
import { jsonRpcError, LIMIT_EXCEEDED, methodNotAvailable, type JsonRpcErrorAnswer } from '../rpc/jsonRpcError'
import { logRangeIssue } from '../rpc/logBlockRange'
import { proxyForwards } from '../rpc/proxyRpcMethods'

const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
})
type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

const querySchema = z.object({ chainId: z.string().min(1) })

/** What the proxy answers a request itself, without the node: a method it does not forward, a log query too wide. */
async function refusalOf(request: JsonRpcRequest, projectMethods: readonly string[], context: ServerContext, chain: ChainRuntime): Promise<JsonRpcErrorAnswer | undefined> {
  if (!proxyForwards(request.method, projectMethods)) return methodNotAvailable(request.id, request.method)
  if (request.method !== 'eth_getLogs') return undefined
  const issue = await logRangeIssue(request.params, context.config.rpc.maxLogBlockRange, () => upstream(chain.config.id, 'rpc-proxy', () => chain.client.getBlockNumber({ cacheTime: 1_000 })))
  return issue === undefined ? undefined : jsonRpcError(request.id, LIMIT_EXCEEDED, issue)
}

/** The node's answer, or the limit error for each request when the answer outgrew the bound. */
async function forward(context: ServerContext, chain: ChainRuntime, requests: JsonRpcRequest[], batch: boolean): Promise<unknown[] | string> {
  const { maxResponseBytes } = context.config.rpc
  try {
    return await upstream(chain.config.id, 'rpc-proxy', () =>
      chain.node.post(JSON.stringify(batch ? requests : requests[0]), { signal: requestSignal() ?? AbortSignal.timeout(context.config.upstreamTimeoutMs), maxBytes: maxResponseBytes }),
    )
  } catch (error) {
    if (!(error instanceof Error && error.cause instanceof AnswerTooLargeError)) throw error
    return requests.map((request) => jsonRpcError(request.id, LIMIT_EXCEEDED, `Response size exceeded: the answer is over ${maxResponseBytes} bytes`))
  }
}

/**
 * `POST /v1/?chainId&projectId`: the JSON-RPC proxy to the chain's node, batches included; only
 * the project's origins (403 otherwise, as hosted). It forwards only the methods of
 * PROXY_RPC_METHODS and the project's `rpcMethods`, an `eth_getLogs` of at most
 * `rpc.maxLogBlockRange` blocks, batches of at most `rpc.maxBatchSize`, answers of at most
 * `rpc.maxResponseBytes`; a request it refuses gets its JSON-RPC error and never reaches the
 * node. The node's answer passes through unchanged when nothing was refused.
 */
export function registerRpcRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: true })
  const bodySchema = z.union([jsonRpcRequestSchema, z.array(jsonRpcRequestSchema).min(1).max(context.config.rpc.maxBatchSize)])
  const handler = async (c: Context<{ Variables: PorticoVariables }>) => {
    const { chainId } = querySchema.parse(c.req.query())
    const chain = context.chains.get(chainId)
    if (!chain) return c.json(unsupportedChain(chainId), 400)
    const body = bodySchema.parse(await readJson(c, context.config.maxJsonDepth))
    const batch = Array.isArray(body)
    const requests = batch ? body : [body]
    const projectMethods = c.get('project').rpcMethods
    const refusals = await Promise.all(requests.map((request) => refusalOf(request, projectMethods, context, chain)))
    const forwarded = requests.filter((_, index) => refusals[index] === undefined)
    const answered = refusals.filter((refusal) => refusal !== undefined)
    const fromNode = forwarded.length === 0 ? [] : await forward(context, chain, forwarded, batch)
    if (typeof fromNode === 'string' && answered.length === 0) {
      c.header('Content-Type', 'application/json')
      return c.body(fromNode, 200)
    }
    const nodeAnswers: unknown[] = typeof fromNode === 'string' ? [JSON.parse(fromNode) as unknown].flat() : fromNode
    const answers = [...nodeAnswers, ...answered]
    return c.json(batch ? answers : answers[0], 200)
  }
  app.on('POST', ['/v1', '/v1/'], guard, handler)
  // The guard answers a preflight itself; this handler is never reached for one.
  app.on('OPTIONS', ['/v1', '/v1/'], guard, (c) => c.body(null, 204))
}
