import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { readBodyOnce, withinDepth } from '../http/readJson'
import { UpstreamError } from '../http/upstreamError'
import { HostedError } from './hostedError'

/**
 * Runs an engine's handler for a request and answers as the hosted service: its result as JSON
 * (an empty 200 when it returns nothing), a refusal (HostedError) as its status and `{ status:
 * 'FAILED', reasons }` body. An UpstreamError goes on to the server's error handler, which counts
 * and logs it; anything else is a bug and goes there too.
 * @example app.get('/v1/convert/tokens', (c) => answerHosted(c, () => getConvertTokens(c.req.query(), deps)))
 */
export async function answerHosted(c: Context, run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run()
    return result === undefined ? c.body(null, 200) : c.json(result)
  } catch (error) {
    if (error instanceof HostedError && !(error instanceof UpstreamError)) return c.json(error.body, error.status as ContentfulStatusCode)
    throw error
  }
}

/**
 * A request's JSON body; a body that is not JSON is the service's 422 deserialization error, one
 * that nests past `maxDepth` a 400 (withinDepth), as every JSON body.
 * @example const body = await readJsonBody(c, context.config.maxJsonDepth)
 */
export function readJsonBody(c: Context, maxDepth: number): Promise<unknown> {
  return readBodyOnce(c, (text) => {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch (error) {
      throw new HostedError(422, '', `Deserialization error: ${error instanceof Error ? error.message : 'the body is not JSON'}`)
    }
    return withinDepth(body, maxDepth)
  })
}
