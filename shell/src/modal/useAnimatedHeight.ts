import { useLayoutEffect, useRef } from 'react'

/** How long after a view change a new height still moves (the view's own entry takes 150 ms). */
const VIEW_CHANGE_WINDOW_MS = 300

/**
 * Gives `outer` the height of `inner` in pixels, kept in step by a ResizeObserver, so the card's
 * height follows a view change through a CSS transition (an `auto` height never transitions).
 * Only a change of `view` moves it (class `moving`); content that grows inside a view (a list's
 * next page) takes its height at once, so scrolling and infinite lists are never held back. While
 * it moves the box clips (`overflow: clip`, which scrolls nothing). Without ResizeObserver the
 * height stays `auto`. `view`: the current view's key, or undefined while the boxes are not rendered.
 */
export function useAnimatedHeight<Outer extends HTMLElement, Inner extends HTMLElement>(view: string | undefined) {
  const outer = useRef<Outer>(null)
  const inner = useRef<Inner>(null)
  const viewChangedAt = useRef(0)
  const shown = view !== undefined

  useLayoutEffect(() => {
    viewChangedAt.current = performance.now()
  }, [view])

  useLayoutEffect(() => {
    const box = outer.current
    const content = inner.current
    if (!box || !content || typeof ResizeObserver === 'undefined') return
    const follow = () => {
      box.classList.toggle('moving', performance.now() - viewChangedAt.current < VIEW_CHANGE_WINDOW_MS)
      box.style.height = `${content.offsetHeight}px`
    }
    const settled = (event: TransitionEvent) => event.target === box && box.classList.remove('moving')
    box.addEventListener('transitionend', settled)
    box.addEventListener('transitioncancel', settled)
    box.style.height = `${content.offsetHeight}px`
    const observer = new ResizeObserver(follow)
    observer.observe(content)
    return () => {
      observer.disconnect()
      box.removeEventListener('transitionend', settled)
      box.removeEventListener('transitioncancel', settled)
      box.style.height = ''
      box.classList.remove('moving')
    }
  }, [shown])
  return { outer, inner }
}
