import type { Context } from 'hono'
import { redactUrls } from './redactUrls'
import type { ServerContext } from './serverContext'
import type { UpstreamError } from './upstreamError'

/**
 * The one place an upstream failure is answered: counted by source and kind, logged once with
 * its cause (URLs cut to their origin: they may carry a provider's key), answered 503 in the
 * hosted service's shape.
 * @example app.onError((error, c) => error instanceof UpstreamError ? answerUpstreamFailure(c, error, context) : ...)
 */
export function answerUpstreamFailure(c: Context, error: UpstreamError, context: ServerContext): Response {
  recordUpstreamFailure(error, c.req.routePath, context)
  return c.json(error.body, 503)
}

/** answerUpstreamFailure's count and log line, for an answer Hono does not send. */
export function recordUpstreamFailure(error: UpstreamError, route: string, context: ServerContext): void {
  context.metrics.upstreamErrors.inc({ source: error.source, kind: error.kind })
  context.logger.warn({ source: error.source, kind: error.kind, route, cause: redactUrls(String(error.cause)) }, 'upstream failed')
}
