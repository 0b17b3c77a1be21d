/** A load every caller shares; see `sharedLoad`. */
export interface SharedLoad<T> {
  /** Starts the load, or joins the one under way or done. */
  (): Promise<T>
  /** The load under way or done, without starting one. */
  current(): Promise<T> | undefined
}

/**
 * One load shared by every caller: a load started early (on intent, by a preload) is the one a
 * later caller waits for. A failed load is forgotten, so the next call asks again (offline, then
 * back online).
 * @example const loadSiwx = sharedLoad(() => import('./siwxActions'))
 */
export function sharedLoad<T>(load: () => Promise<T>): SharedLoad<T> {
  let loading: Promise<T> | undefined
  const shared = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return Object.assign(shared, { current: () => loading })
}
