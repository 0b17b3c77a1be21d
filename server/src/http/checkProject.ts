import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress } from './clientAddress'
import { clientKey } from './clientKey'
import { UNREACHABLE_CHAINS_HEADER } from './unreachableChainsHeader'
import { hostedError } from './hostedError'
import { answerBusy } from './limitConcurrency'
import { originAllowed } from './originAllowed'
import type { PorticoVariables, ServerContext } from './serverContext'

export interface CheckProjectOptions {
  /** Refuse (403) a browser whose origin the project does not allow: JSON-RPC and analytics, as hosted. */
  enforceOrigin: boolean
  /** Where the call carries its project id, when not in the query (`POST /v1/fungible/price`: the body). */
  readProjectId?: (c: Context) => Promise<string | undefined>
}

/**
 * The hosted service's gate on every call: a known `projectId` (401 otherwise), CORS from the
 * project's allowed origins, the project's rate limit and the client's within it (429 +
 * Retry-After), decided in memory and shared through the database (createRateLimiter); at most
 * `concurrency.perProject` of the project's requests in flight (503 + Retry-After past it).
 */
export function checkProject(context: ServerContext, options: CheckProjectOptions): MiddlewareHandler<{ Variables: PorticoVariables }> {
  const projects = new Map(context.config.projects.map((project) => [project.id, project]))
  return async (c, next) => {
    const projectId = c.req.method === 'OPTIONS' || !options.readProjectId ? (c.req.query('projectId') ?? c.req.header('x-project-id')) : await options.readProjectId(c)
    if (!projectId) return c.json(hostedError('projectId', 'Invalid parameter: projectId is required'), 400)
    const project = projects.get(projectId)
    if (!project) return c.json(hostedError('authentication', 'We failed to authenticate your request'), 401)
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && originAllowed(project, origin)
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
      c.header('Access-Control-Expose-Headers', `Retry-After, ${UNREACHABLE_CHAINS_HEADER}`)
    }
    if (c.req.method === 'OPTIONS') {
      if (allowed) {
        c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? 'content-type')
        c.header('Access-Control-Max-Age', '600')
      }
      return c.body(null, 204)
    }
    if (options.enforceOrigin && origin !== undefined && !allowed) return c.json(hostedError('origin', 'not an allowed origin'), 403)
    const client = clientKey(clientAddress(c, context.config.trustProxy))
    const limit = context.rateLimiter.consume(
      [
        { key: project.id, limit: project.rateLimit },
        { key: `${project.id}|${client}`, limit: project.clientRateLimit },
      ],
      Date.now(),
    )
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds))
      return c.json(hostedError('rate_limit', 'Rate limited: Rate limit exceeded. Try again later'), 429)
    }
    if (!context.inFlight.enter(project.id, context.config.concurrency.perProject)) return answerBusy(c)
    c.set('project', project)
    try {
      await next()
    } finally {
      context.inFlight.leave(project.id)
    }
  }
}
