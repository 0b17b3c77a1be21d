import type { MiddlewareHandler } from 'hono'
import { checkProject, sendRefusal } from '../http/checkProject'
import { clientAddress } from '../http/clientAddress'
import { clientKey } from '../http/clientKey'
import { createProjectlessGate } from '../http/projectGate'
import type { PorticoVariables, ServerContext } from '../http/serverContext'

/**
 * The gate of POST /v1/profile/account. AppKit posts a registration with no project id (its
 * BlockchainApiController sends none on this call) and the hosted route reads none: the signature
 * is the call's authority. A call with a project id passes the project's gate as any other; one
 * without passes the projectless gate (createProjectlessGate).
 */
export function registerNameGate(context: ServerContext): MiddlewareHandler<{ Variables: PorticoVariables }> {
  const projectGate = checkProject(context, { enforceOrigin: false })
  const gate = createProjectlessGate(context, { key: 'register-name', methods: 'POST, OPTIONS' })
  return async (c, next) => {
    if (c.req.query('projectId') ?? c.req.header('x-project-id')) return projectGate(c, next)
    const method = c.req.method
    const verdict = gate({
      method,
      origin: c.req.header('origin'),
      client: method === 'OPTIONS' ? '' : clientKey(clientAddress(c, context.config.trustProxy)),
      requestHeaders: c.req.header('access-control-request-headers'),
    })
    for (const [name, value] of Object.entries(verdict.headers)) c.header(name, value)
    if (!verdict.admitted) return sendRefusal(c, verdict)
    await next()
  }
}
