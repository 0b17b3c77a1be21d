import type { MiddlewareHandler } from 'hono'
import type { PorticoServerConfig } from '../config/configSchema'
import { bodyLimit } from 'hono/body-limit'
import { hostedError } from './hostedError'

/**
 * Refuses a body over `maxBytes` with 413 in the hosted shape, from its Content-Length before
 * reading any of it, or as soon as a streamed body passes the limit. The connection is closed, so
 * the rest of a huge body is not read into a keep-alive connection.
 * @example app.post('/batch', limitBody(256 * 1024), handler)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json(hostedError('body', `Payload too large: at most ${maxBytes} bytes`), 413)
    },
  })
}

/** Whose limit a path's body gets: the JSON-RPC proxy's, analytics', else the default. */
export function bodyLimitOf(path: string, limits: PorticoServerConfig['bodyLimits']): number {
  if (path === '/v1' || path === '/v1/') return limits.rpc
  if (path === '/batch') return limits.analytics
  return limits.default
}

/**
 * Every route's body limit, in front of everything that reads a body (the project gate reads
 * `POST /v1/fungible/price`'s).
 * @example app.use('*', limitBodies(context.config.bodyLimits))
 */
export function limitBodies(limits: PorticoServerConfig['bodyLimits']): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>()
  return (c, next) => {
    // A GET has no body: asking for one would build the whole Request object for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const maxBytes = bodyLimitOf(c.req.path, limits)
    let limit = byLimit.get(maxBytes)
    if (!limit) byLimit.set(maxBytes, (limit = limitBody(maxBytes)))
    return limit(c, next)
  }
}
