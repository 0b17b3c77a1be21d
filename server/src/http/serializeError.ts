/** An error as the logs hold it: what failed and where, never the data it failed on. */
export interface LoggedError {
  type: string
  message: string
  /** PostgreSQL's SQLSTATE, or a system error's code (`ECONNREFUSED`). */
  code?: string
  stack?: string
}

const codeOf = (error: object): string | undefined => ('code' in error && typeof error.code === 'string' ? error.code : undefined)

/**
 * pino's `err` serializer: a failed query's text and parameters (drizzle puts both in its
 * message: an analytics body, an email) and a PostgreSQL error's `detail` (the offending row)
 * stay out of the logs; the cause's SQLSTATE and first line say what went wrong.
 * @example pino({ serializers: { err: serializeError } })
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown' }
  if ('query' in error && 'params' in error) {
    const cause = error.cause instanceof Error ? error.cause : undefined
    const code = cause ? codeOf(cause) : undefined
    return { type: 'DatabaseQueryError', message: `database query failed${cause ? `: ${cause.message.split('\n')[0]}` : ''}`, ...(code ? { code } : {}) }
  }
  const code = codeOf(error)
  return { type: error.name, message: error.message, ...(code ? { code } : {}), ...(error.stack ? { stack: error.stack } : {}) }
}
