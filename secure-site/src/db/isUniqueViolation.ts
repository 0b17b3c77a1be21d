import { z } from 'zod'

// PostgreSQL's SQLSTATE for a duplicate key (node-postgres and PGlite both expose it as `code`).
const uniqueViolationSchema = z.object({ code: z.literal('23505') })

/**
 * Whether a query failed on a unique index: drizzle wraps the driver's error as its `cause`.
 * @example if (isUniqueViolation(error)) return false
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  return uniqueViolationSchema.safeParse(error).success || uniqueViolationSchema.safeParse(cause).success
}
