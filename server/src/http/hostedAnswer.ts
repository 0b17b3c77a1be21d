import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { HostedError } from './hostedError'

/** An error answer in the hosted shape, free of any server framework: the Hono app and the proxy's own listener each send it their way. */
export interface HostedAnswer {
  status: number
  body: HostedError
  headers: Record<string, string>
}

/**
 * A HostedAnswer sent through Hono.
 * @example app.onError((error, c) => sendHostedAnswer(c, hostedAnswerOfError(error, c.req.routePath, context)))
 */
export function sendHostedAnswer(c: Context, { status, body, headers }: HostedAnswer): Response {
  return c.json(body, status as ContentfulStatusCode, headers)
}
