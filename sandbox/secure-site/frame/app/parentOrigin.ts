import { originSchema } from '../secureSiteConfig'

/**
 * The embedding page's origin as the browser reports it: `location.ancestorOrigins[0]` where
 * there is one (Chromium, Safari), else the origin of `document.referrer`; undefined when neither
 * tells (a no-referrer page in Firefox).
 * @example parentOrigin({ ancestorOrigins: ['http://127.0.0.1:5173'] }, '') // 'http://127.0.0.1:5173'
 */
export function parentOrigin(location: { ancestorOrigins?: ArrayLike<string> | undefined }, referrer: string): string | undefined {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor !== undefined) return originSchema.safeParse(ancestor).data
  try {
    return referrer ? originSchema.safeParse(new URL(referrer).origin).data : undefined
  } catch {
    return undefined
  }
}
