import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { PorticoServerConfig } from '../config/configSchema'
import { sendHostedAnswer } from './hostedAnswer'
import { payloadTooLarge } from './payloadTooLarge'

const tooLarge = (c: Context, maxBytes: number) => sendHostedAnswer(c, payloadTooLarge(maxBytes))

/**
 * Refuses a body over `maxBytes` with 413 in the hosted shape: from its Content-Length before
 * reading any of it, or, for a chunked body, as soon as the stream passes the limit.
 * @example app.post('/batch', limitBody(256 * 1024), handler)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  // Hono's limit reads `c.req.raw.body`, which on Node builds a whole web Request and stream per
  // request; only a body without a length needs that, the rest is decided from the header.
  const streamed = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) })
  return (c, next) => {
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next)
    return Number(length) > maxBytes ? Promise.resolve(tooLarge(c, maxBytes)) : next()
  }
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
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const maxBytes = bodyLimitOf(c.req.path, limits)
    let limit = byLimit.get(maxBytes)
    if (!limit) byLimit.set(maxBytes, (limit = limitBody(maxBytes)))
    return limit(c, next)
  }
}
