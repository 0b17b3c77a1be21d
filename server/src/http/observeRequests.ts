import type { MiddlewareHandler } from 'hono'
import type { ServerContext } from './serverContext'

/** Counts and times every request by its route pattern (not its path, which holds addresses). */
export function observeRequests(context: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const route = c.req.routePath || 'unmatched'
    const seconds = (performance.now() - started) / 1000
    context.metrics.requests.inc({ method: c.req.method, route, status: String(c.res.status) })
    context.metrics.latency.observe({ method: c.req.method, route }, seconds)
    context.logger.info({ method: c.req.method, route, status: c.res.status, ms: Math.round(seconds * 1000) }, 'request')
  }
}
