/** What can take the focus inside the modal card. */
export const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface TabKey {
  key: string
  shiftKey: boolean
  preventDefault: () => void
}

/**
 * Keeps Tab inside `card`: Tab on its last focusable element goes to the first, Shift+Tab on the
 * first to the last. Other keys are left alone.
 *
 * @example onKeyDown={(event) => trapFocus(card.current, event)}
 */
export function trapFocus(card: HTMLElement, event: TabKey): void {
  if (event.key !== 'Tab') return
  const items = [...card.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items[items.length - 1]
  const active = (card.getRootNode() as ShadowRoot | Document).activeElement
  if (event.shiftKey && active === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first?.focus()
  }
}
