import type * as z from 'zod'
import { HostedError } from './hostedError'

/**
 * Parses a request's query or body with its schema; a bad parameter is a 400 naming the field,
 * as the service's `InvalidParameter` (`Invalid parameter: ...`).
 * @example const query = parseRequest(quotesQuerySchema, Object.fromEntries(url.searchParams))
 */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.join('.') ?? ''
  throw new HostedError(400, field, `Invalid parameter: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid request'}`)
}
