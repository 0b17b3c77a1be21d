import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * The JSON-RPC proxy's preflight (`OPTIONS /v1/?projectId`), answered by the project gate with
 * the project's CORS headers. Its POSTs are answered before Hono, on Node's own request
 * (createRpcListener), so the busiest call pays for no web Request or Response.
 */
export function registerRpcRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: true })
  // The guard answers a preflight itself; this handler is never reached for one.
  app.on('OPTIONS', ['/v1', '/v1/'], guard, (c) => c.body(null, 204))
}
