import { useEffect, type RefObject } from 'react'
import { FOCUSABLE } from './trapFocus'

/** The focused element, looking into open shadow roots (the page's buttons live in them). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active as HTMLElement | null
}

/** Runs `run` after the next frame is painted (two animation frames); cancellable. */
function afterNextPaint(run: () => void): { cancel: () => void } {
  let id = requestAnimationFrame(() => {
    id = requestAnimationFrame(run)
  })
  return { cancel: () => cancelAnimationFrame(id) }
}

/** While the (non-embedded) modal shows, the focus is in its card; on close it goes back where it was. */
export function useFocusOnOpen(card: RefObject<HTMLElement | null>, visible: boolean, embedded: boolean): void {
  useEffect(() => {
    if (!visible || embedded) return
    const previous = deepActiveElement()
    // Focus moves in once the modal has painted: focusing forces style and layout, which would
    // otherwise delay the first frame of a click.
    const frame = afterNextPaint(() => card.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true }))
    return () => {
      frame.cancel()
      previous?.focus?.()
    }
  }, [visible, embedded])
}
