/**
 * One load shared by every caller: a load started early (on intent, by a preload) is the one a
 * later caller waits for. A failed load is forgotten, so the next call asks again (offline, then
 * back online).
 * @example const loadSiwx = sharedLoad(() => import('./siwxActions'))
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
