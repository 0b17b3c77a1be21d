import type { MiddlewareHandler } from 'hono'
import { createRequestRecorder } from './createRequestRecorder'
import type { ServerContext } from './serverContext'

/** Counts and times every request by its route pattern (not its path, which holds addresses). */
export function observeRequests(context: ServerContext): MiddlewareHandler {
  const record = createRequestRecorder(context)
  return async (c, next) => {
    const started = performance.now()
    await next()
    record(c.req.method, c.req.routePath || 'unmatched', c.res.status, started)
  }
}
