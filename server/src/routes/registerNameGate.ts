import type { MiddlewareHandler } from 'hono'
import { checkProject } from '../http/checkProject'
import { clientAddress } from '../http/clientAddress'
import { clientKey } from '../http/clientKey'
import { hostedError } from '../http/hostedError'
import { originAllowed } from '../http/originAllowed'
import type { PorticoVariables, ServerContext } from '../http/serverContext'

/** The client limit when no project sets a smaller one (the projects' default). */
const FALLBACK_CLIENT_LIMIT = { requests: 300, windowSeconds: 60 }

/**
 * The gate of POST /v1/profile/account. AppKit posts a registration with no project id (its
 * BlockchainApiController sends none on this call) and the hosted route reads none: the signature
 * is the call's authority. A call with a project id passes the project's gate as any other; one
 * without is answered for browsers of any project's allowed origins (CORS), limited per client at
 * the smallest client limit any project has.
 */
export function registerNameGate(context: ServerContext): MiddlewareHandler<{ Variables: PorticoVariables }> {
  const projectGate = checkProject(context, { enforceOrigin: false })
  const { projects } = context.config
  const clientLimit = projects.map((project) => project.clientRateLimit).reduce((smallest, limit) => (limit.requests / limit.windowSeconds < smallest.requests / smallest.windowSeconds ? limit : smallest), FALLBACK_CLIENT_LIMIT)
  return async (c, next) => {
    if (c.req.query('projectId') ?? c.req.header('x-project-id')) return projectGate(c, next)
    const origin = c.req.header('origin')
    if (origin !== undefined && projects.some((project) => originAllowed(project, origin))) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? 'content-type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    const client = clientKey(clientAddress(c, context.config.trustProxy))
    const limit = context.rateLimiter.consume([{ key: `register-name|${client}`, limit: clientLimit }], Date.now())
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds))
      return c.json(hostedError('rate_limit', 'Rate limited: Rate limit exceeded. Try again later'), 429)
    }
    await next()
  }
}
