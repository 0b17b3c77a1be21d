import type { ZodError } from 'zod'
import { hostedError, type HostedError } from './hostedError'

/**
 * The hosted 400 body for a request that failed its schema: the first issue's path and message.
 * @example c.json(invalidParameter(error), 400)
 */
export function invalidParameter(error: ZodError): HostedError {
  const issue = error.issues[0]
  return hostedError(issue?.path.join('.') ?? '', `Invalid parameter: ${issue?.message ?? 'invalid'}`)
}
