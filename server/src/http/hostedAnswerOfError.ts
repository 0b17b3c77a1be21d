import { ZodError } from 'zod'
import { HostedError } from '../engines/hostedError'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './databaseUnavailable'
import type { HostedAnswer } from './hostedAnswer'
import { hostedError } from './hostedError'
import { invalidParameter } from './invalidParameter'
import { redactUrls } from './redactUrls'
import type { ServerContext } from './serverContext'
import { UpstreamError } from './upstreamError'

/**
 * What a thrown error is answered, wherever the request was received: a ZodError 400, an
 * upstream failure 503 (counted by source and kind and logged once, URLs cut to their origin: they
 * may carry a provider's key), a HostedError its own, the database away 503 with Retry-After, and
 * anything else a logged 500.
 * @example app.onError((error, c) => sendHostedAnswer(c, hostedAnswerOfError(error, c.req.routePath, context)))
 */
export function hostedAnswerOfError(error: unknown, route: string, context: Pick<ServerContext, 'metrics' | 'logger'>): HostedAnswer {
  if (error instanceof ZodError) return { status: 400, body: invalidParameter(error), headers: {} }
  if (error instanceof UpstreamError) {
    context.metrics.upstreamErrors.inc({ source: error.source, kind: error.kind })
    context.logger.warn({ source: error.source, kind: error.kind, route, cause: redactUrls(String(error.cause)) }, 'upstream failed')
    return { status: 503, body: error.body, headers: {} }
  }
  if (error instanceof HostedError) return { status: error.status, body: error.body, headers: {} }
  if (isDatabaseUnavailable(error)) {
    context.logger.warn({ err: error, route }, 'database unavailable')
    return { status: 503, body: hostedError('database', 'The service is temporarily unavailable: try again shortly'), headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } }
  }
  context.logger.error({ err: error, route }, 'request failed')
  return { status: 500, body: hostedError('internal', 'Internal server error'), headers: {} }
}
