/** A log line's level: info on stdout, the rest on stderr. */
export type LogLevel = 'info' | 'warn' | 'error'

/**
 * Writes one JSON line (`time`, `level`, `msg`, fields), the secure site's log format; fields
 * never hold a secret, a code or a token.
 * @example logLine('info', 'secure site started', { frameUrl })
 */
export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'info') console.log(line)
  else console.error(line)
}
