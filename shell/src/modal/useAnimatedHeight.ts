import { useLayoutEffect, useRef } from 'react'

/**
 * Gives `outer` the height of `inner` in pixels, kept in step by a ResizeObserver, so the card's
 * height follows a view change through a CSS transition (an `auto` height never transitions).
 * While a transition runs the outer box clips, so a growing view does not spill over the card's
 * edge; at rest it does not, so focus rings at its edges show. Without ResizeObserver the height
 * stays `auto`, as before. `shown`: whether the boxes are rendered (the modal is open).
 */
export function useAnimatedHeight<Outer extends HTMLElement, Inner extends HTMLElement>(shown: boolean) {
  const outer = useRef<Outer>(null)
  const inner = useRef<Inner>(null)
  useLayoutEffect(() => {
    const box = outer.current
    const content = inner.current
    if (!box || !content || typeof ResizeObserver === 'undefined') return
    const follow = () => {
      box.style.height = `${content.offsetHeight}px`
    }
    const clip = () => box.classList.add('resizing')
    const unclip = (event: TransitionEvent) => event.target === box && box.classList.remove('resizing')
    box.addEventListener('transitionrun', clip)
    box.addEventListener('transitionend', unclip)
    box.addEventListener('transitioncancel', unclip)
    follow()
    const observer = new ResizeObserver(follow)
    observer.observe(content)
    return () => {
      observer.disconnect()
      box.removeEventListener('transitionrun', clip)
      box.removeEventListener('transitionend', unclip)
      box.removeEventListener('transitioncancel', unclip)
      box.style.height = ''
      box.classList.remove('resizing')
    }
  }, [shown])
  return { outer, inner }
}
