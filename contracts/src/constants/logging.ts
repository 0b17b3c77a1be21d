import * as z from 'zod/mini'

/** Log levels; the spec names only the default, error (SPEC section 9). */
export const logLevelSchema = z.enum(['debug', 'info', 'warn', 'error'])
export type LogLevel = z.infer<typeof logLevelSchema>
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'

/** The log buffer keeps at most this many bytes (SPEC section 9). */
export const LOG_BUFFER_CAP_BYTES = 1_024_000
