import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress } from './clientAddress'
import { clientKey } from './clientKey'
import { createProjectGate, type GateRefusal } from './projectGate'
import type { PorticoVariables, ServerContext } from './serverContext'

export interface CheckProjectOptions {
  /** Refuse (403) a browser whose origin the project does not allow: JSON-RPC and analytics, as hosted. */
  enforceOrigin: boolean
  /** Where the call carries its project id, when not in the query (`POST /v1/fungible/price`: the body). */
  readProjectId?: (c: Context) => Promise<string | undefined>
}

/**
 * The project gate (createProjectGate) as Hono middleware: refusals and preflights answered here,
 * an admitted request's project in `c.get('project')` and its slot held until the handler is done.
 */
export function checkProject(context: ServerContext, options: CheckProjectOptions): MiddlewareHandler<{ Variables: PorticoVariables }> {
  const gate = createProjectGate(context, options)
  return async (c, next) => {
    const method = c.req.method
    const verdict = gate({
      method,
      projectId: method === 'OPTIONS' || !options.readProjectId ? (c.req.query('projectId') ?? c.req.header('x-project-id')) : await options.readProjectId(c),
      origin: c.req.header('origin'),
      client: method === 'OPTIONS' ? '' : clientKey(clientAddress(c, context.config.trustProxy)),
      requestHeaders: c.req.header('access-control-request-headers'),
    })
    for (const [name, value] of Object.entries(verdict.headers)) c.header(name, value)
    if (!verdict.admitted) return sendRefusal(c, verdict)
    c.set('project', verdict.project)
    try {
      await next()
    } finally {
      verdict.release()
    }
  }
}

/** A gate's refusal or preflight answer through Hono (its headers already set). */
export function sendRefusal(c: Context, refusal: GateRefusal): Response {
  return refusal.status === 204 ? c.body(null, 204) : c.json(refusal.body, refusal.status)
}
