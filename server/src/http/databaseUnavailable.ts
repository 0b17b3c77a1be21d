// Connection failures (pg's, node's) and PostgreSQL's "cannot connect now", "admin shutdown", "too many connections".
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300'])
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed/i

/** Seconds a client is told to wait while the database is away: it came back within seconds when restarted. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Whether an error (or one of its causes) is the database being unreachable, not a query it refused.
 * @example isDatabaseUnavailable(new Error('Connection terminated unexpectedly')) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const code = 'code' in at && typeof at.code === 'string' ? at.code : undefined
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (UNAVAILABLE_MESSAGES.test(at.message)) return true
  }
  return false
}
