import * as z from 'zod/mini'
import { SHIPPED_LOCALES } from './locale'

/**
 * A shipped locale (SHIPPED_LOCALES), as plugin descriptions name their translations.
 * @example localeSchema.parse('es') // 'es'
 */
export const localeSchema = z.enum(SHIPPED_LOCALES)
