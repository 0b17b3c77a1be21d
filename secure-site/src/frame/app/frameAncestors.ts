import { originSchema } from '../secureSiteConfig'

/** The origins that embed the frame, nearest first (the parent, ..., the top-level site). */
export type FrameAncestors = {
  origins: readonly string[]
  /** True when the browser listed every level (`location.ancestorOrigins`); false when only the referrer told the parent. */
  complete: boolean
}

/**
 * Who embeds the frame, as the browser reports it: every level from `location.ancestorOrigins`
 * where there is one (Chromium, Safari), else the origin of `document.referrer` as the parent
 * alone; no origins when neither tells (a no-referrer page in Firefox). An opaque level stays as
 * `'null'`, which no allow-list holds.
 * @example frameAncestors({ ancestorOrigins: ['http://127.0.0.1:5173', 'https://top.example'] }, '').origins.at(-1) // 'https://top.example'
 */
export function frameAncestors(location: { ancestorOrigins?: ArrayLike<string> | undefined }, referrer: string): FrameAncestors {
  if (location.ancestorOrigins !== undefined) return { origins: Array.from(location.ancestorOrigins, (origin) => originSchema.safeParse(origin).data ?? 'null'), complete: true }
  try {
    const origin = referrer ? originSchema.safeParse(new URL(referrer).origin).data : undefined
    return { origins: origin === undefined ? [] : [origin], complete: false }
  } catch {
    return { origins: [], complete: false }
  }
}

/**
 * The first embedding origin off the allow-list, at any level; undefined when every known level
 * is allowed. The frame refuses every request under such an ancestor.
 * @example firstRefusedAncestor({ origins: ['http://127.0.0.1:5173', 'https://evil.example'], complete: true }, allowed) // 'https://evil.example'
 */
export function firstRefusedAncestor({ origins }: FrameAncestors, allowedOrigins: readonly string[]): string | undefined {
  return origins.find((origin) => !allowedOrigins.includes(origin))
}
