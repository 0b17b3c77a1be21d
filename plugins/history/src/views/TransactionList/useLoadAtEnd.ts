import { useEffect, type RefObject } from 'react'

export interface LoadAtEndState {
  /** The next page's cursor; undefined once the last page is in. */
  next: string | undefined
  loading: boolean
  /** How many transactions are in: each page observes again. */
  count: number
}

/**
 * Loads the next page when `end` scrolls into view while there is one and none is loading.
 * Re-observed after every page: a page that adds nothing visible (all spam) leaves the end in
 * view, and only a fresh observe reports that.
 */
export function useLoadAtEnd(end: RefObject<HTMLElement | null>, { next, loading, count }: LoadAtEndState, loadNext: () => void): void {
  useEffect(() => {
    const target = end.current
    if (!target || next === undefined || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadNext()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, loading, count])
}
