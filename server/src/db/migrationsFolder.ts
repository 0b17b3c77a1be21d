import { fileURLToPath } from 'node:url'

/** The SQL migrations drizzle-kit generated from every `schema.ts` (committed, applied at start). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * The advisory lock key instances take while they migrate, so that several starting at once run
 * each migration once (the others wait, then find nothing left to do).
 */
export const MIGRATION_LOCK_KEY = 7_263_921_004
