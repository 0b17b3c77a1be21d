/** Code that renders once loaded: a plugin's view or tab, or one of the shell's own later views. */
export interface LazyComponentSource {
  load(): Promise<unknown>
}

/**
 * Wraps a chunk's loader so that every caller shares one download: a load started on intent (the
 * pointer over an entry) is the one the view waits for. A failed load is forgotten, so the next
 * attempt asks the network again.
 * @example const account = lazyComponent(() => import('./AccountView').then((module) => module.AccountView))
 */
export function lazyComponent<T>(load: () => Promise<T>): { load(): Promise<T> } {
  let loading: Promise<T> | undefined
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })),
  }
}
