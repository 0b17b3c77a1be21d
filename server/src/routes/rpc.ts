import type { Context } from 'hono'
import { z } from 'zod'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, PorticoVariables, ServerContext } from '../http/serverContext'
import { unsupportedChain } from '../http/unsupportedChain'
import { upstream } from '../http/upstreamError'

const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
})

/** A request or a batch (at most 100, so one client cannot queue a node's whole day). */
const jsonRpcBodySchema = z.union([jsonRpcRequestSchema, z.array(jsonRpcRequestSchema).min(1).max(100)])

const querySchema = z.object({ chainId: z.string().min(1) })

/**
 * `POST /v1/?chainId&projectId`: the JSON-RPC proxy to the chain's node, batches included; only
 * the project's origins (403 otherwise, as hosted); the node's answer passed through unchanged.
 */
export function registerRpcRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: true })
  const handler = async (c: Context<{ Variables: PorticoVariables }>) => {
    const { chainId } = querySchema.parse(c.req.query())
    const chain = context.chains.get(chainId)
    if (!chain) return c.json(unsupportedChain(chainId), 400)
    const body = jsonRpcBodySchema.parse(await c.req.json())
    const answer = await upstream(chainId, 'rpc-proxy', async () => {
      const response = await fetch(chain.config.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(context.config.upstreamTimeoutMs),
      })
      if (!response.ok) throw new Error(`node answered ${response.status}`)
      return { status: response.status, text: await response.text() }
    })
    c.header('Content-Type', 'application/json')
    return c.body(answer.text, 200)
  }
  app.on('POST', ['/v1', '/v1/'], guard, handler)
  // The guard answers a preflight itself; this handler is never reached for one.
  app.on('OPTIONS', ['/v1', '/v1/'], guard, (c) => c.body(null, 204))
}
