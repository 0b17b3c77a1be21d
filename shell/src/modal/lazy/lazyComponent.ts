import { sharedLoad } from '../../utils/sharedLoad'

/** Code that renders once loaded: a plugin's view or tab, or one of the shell's own later views. */
export interface LazyComponentSource {
  load(): Promise<unknown>
}

/**
 * A chunk's component behind one shared download (sharedLoad): a load started on intent (the
 * pointer over an entry) is the one the view waits for; a failed load is asked for again.
 * @example const account = lazyComponent(() => import('./AccountView').then((module) => module.AccountView))
 */
export function lazyComponent<T>(load: () => Promise<T>): { load(): Promise<T> } {
  return { load: sharedLoad(load) }
}
