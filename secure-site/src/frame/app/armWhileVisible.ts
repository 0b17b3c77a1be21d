/** The part of the frame's window the guard listens to. */
export type ArmWindow = {
  IntersectionObserver: typeof IntersectionObserver
  addEventListener(type: 'resize' | 'pointermove' | 'pointerdown' | 'pointerover', listener: (event: Event) => void, options?: AddEventListenerOptions): void
  removeEventListener(type: 'resize' | 'pointermove' | 'pointerdown' | 'pointerover', listener: (event: Event) => void, options?: EventListenerOptions): void
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  setTimeout(handler: () => void, ms: number): number
  clearTimeout(id: number | undefined): void
}

export type ArmWhileVisibleOptions = {
  window: ArmWindow
  /** What must be seen whole: the approval card. */
  target: Element
  /** How long the target must stay visible, unobscured, unmoved and unresized before it arms. */
  minVisibleMs: number
  /** Called with true when the target arms, false when it disarms. */
  onArmedChange: (armed: boolean) => void
}

/** How often, at most, Chromium reports a visibility change (IntersectionObserver v2 `delay`). */
export const VISIBILITY_REPORT_DELAY_MS = 100

/**
 * Arms only while the browser vouches that `target` is seen: IntersectionObserver v2
 * (`trackVisibility`) reports it visible (full opacity, no filter nor non-translating transform,
 * nothing painted over it) and wholly inside the viewport, for `minVisibleMs` in a row. Any change
 * disarms and restarts the wait: a visibility report, a resize of the frame, the tab hidden, or
 * the frame moved on screen (a pointer event whose screen-to-client offset differs from the last).
 * Returns the function that stops watching. Only for browsers with IntersectionObserver v2
 * (`supportsVisibilityTracking`).
 * @example const stop = armWhileVisible({ window, target: card, minVisibleMs: 500, onArmedChange: (armed) => (approve.disabled = !armed) })
 */
export function armWhileVisible({ window, target, minVisibleMs, onArmedChange }: ArmWhileVisibleOptions): () => void {
  let visible = false
  let armed = false
  let timer: number | undefined
  let pointerOffset: { x: number; y: number } | undefined

  const setArmed = (next: boolean) => {
    if (next === armed) return
    armed = next
    onArmedChange(next)
  }
  const restart = () => {
    window.clearTimeout(timer)
    timer = undefined
    setArmed(false)
    if (visible && window.document.visibilityState === 'visible') timer = window.setTimeout(() => setArmed(true), minVisibleMs)
  }
  const observer = new window.IntersectionObserver(
    (entries) => {
      // `isVisible` is IntersectionObserver v2, not yet in TypeScript's DOM types.
      const latest = entries.at(-1) as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined
      if (!latest) return
      // The card always fits the frame's viewport, so anything short of whole is a clip by the page.
      visible = latest.isVisible === true && latest.intersectionRatio >= 0.99
      restart()
    },
    { trackVisibility: true, delay: VISIBILITY_REPORT_DELAY_MS, threshold: [1] } as IntersectionObserverInit,
  )
  const onPointer = (event: Event) => {
    const { screenX, screenY, clientX, clientY } = event as PointerEvent
    const offset = { x: screenX - clientX, y: screenY - clientY }
    // Sub-pixel noise is not a move: Chromium reports fractions that differ by position.
    const moved = pointerOffset !== undefined && (Math.abs(offset.x - pointerOffset.x) > 1 || Math.abs(offset.y - pointerOffset.y) > 1)
    pointerOffset = offset
    if (moved) restart()
  }
  // Capture phase, so a moved frame disarms before the pointerdown reaches the button.
  const pointerTypes = ['pointerover', 'pointermove', 'pointerdown'] as const
  for (const type of pointerTypes) window.addEventListener(type, onPointer, { capture: true })
  window.addEventListener('resize', restart)
  window.document.addEventListener('visibilitychange', restart)
  observer.observe(target)

  return () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of pointerTypes) window.removeEventListener(type, onPointer, { capture: true })
    window.removeEventListener('resize', restart)
    window.document.removeEventListener('visibilitychange', restart)
  }
}
