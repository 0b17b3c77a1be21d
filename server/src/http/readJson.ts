import type { Context } from 'hono'
import { HostedError } from '../engines/hostedError'
import { jsonDepthWithin } from './jsonDepth'

/**
 * A request's JSON body: one that is not JSON, or nests deeper than `maxDepth`, is a 400 in the
 * hosted shape, never a 500 (the body limit has already bounded its size).
 * @example const body = await readJson(c, context.config.maxJsonDepth)
 */
export function readJson(c: Context, maxDepth: number): Promise<unknown> {
  return readBodyOnce(c, (text) => parseJsonBody(text, maxDepth))
}

/**
 * readJson of a body already read.
 * @example parseJsonBody('{"a":1}', 64) // { a: 1 }
 */
export function parseJsonBody(text: string, maxDepth: number): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HostedError(400, 'body', 'Invalid parameter: the body is not valid JSON')
  }
  return withinDepth(value, maxDepth)
}

const checkedBodies = new WeakMap<object, unknown>()

/**
 * The request's body text through `check` (a parse that throws the route's own refusal) once per
 * request: a gate that reads the projectId from the body and the handler after it share one parse
 * and one depth walk (Hono's `req.json()` parses its cached text again at every call).
 * @example const body = await readBodyOnce(c, (text) => parseJsonBody(text, 64))
 */
export async function readBodyOnce(c: Context, check: (text: string) => unknown): Promise<unknown> {
  if (checkedBodies.has(c.req)) return checkedBodies.get(c.req)
  const value = check(await c.req.text())
  checkedBodies.set(c.req, value)
  return value
}

/**
 * `value` when it nests at most `maxDepth` levels, else a 400 in the hosted shape: every JSON body
 * is held to the one bound, whichever reader parsed it.
 * @example withinDepth(JSON.parse(text), 64)
 */
export function withinDepth(value: unknown, maxDepth: number): unknown {
  if (!jsonDepthWithin(value, maxDepth)) throw new HostedError(400, 'body', `Invalid parameter: the body nests deeper than ${maxDepth} levels`)
  return value
}
