import { useEffect, type RefObject } from 'react'
import { makePageInert } from './inertPage'
import { FOCUSABLE } from './trapFocus'

/** Whether the focus is in `card` (through its shadow root) or nowhere: on the page's body. */
function focusIsLost(card: HTMLElement): boolean {
  const root = card.getRootNode() as ShadowRoot | Document
  const host = root instanceof ShadowRoot ? root.host : undefined
  const active = card.ownerDocument.activeElement
  if (active === null || active === card.ownerDocument.body) return true
  return active !== host && !card.contains(active) && active.closest('[inert]') !== null
}

/** Focus back into the card: its first focusable element, else the card itself. */
function focusCard(card: HTMLElement) {
  const first = card.querySelector<HTMLElement>(FOCUSABLE)
  ;(first ?? card).focus({ preventScroll: true })
}

/**
 * While the modal shows (not embedded), the page behind it is inert and the focus stays in the
 * card: a wallet's own prompt or window takes it away and gives it to nobody (the page's body),
 * and a new view removes the element that had it; so the prompt's going, the next view (`view`),
 * the next Tab or coming back to the window returns it to the card.
 */
export function useFocusInDialog(card: RefObject<HTMLElement | null>, visible: boolean, embedded: boolean, view: string): void {
  useEffect(() => {
    const element = card.current
    if (!visible || embedded || !element) return
    // After the new view has rendered: the element that had the focus may have gone with the old one.
    const frame = requestAnimationFrame(() => {
      if (focusIsLost(element)) focusCard(element)
    })
    return () => cancelAnimationFrame(frame)
  }, [card, visible, embedded, view])

  useEffect(() => {
    const element = card.current
    if (!visible || embedded || !element) return
    const root = element.getRootNode()
    const restore = makePageInert(root instanceof ShadowRoot ? root.host : element)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !focusIsLost(element)) return
      event.preventDefault()
      focusCard(element)
    }
    const refocus = () => {
      if (focusIsLost(element)) focusCard(element)
    }
    const doc = element.ownerDocument
    doc.addEventListener('keydown', onKeyDown, true)
    window.addEventListener('focus', refocus)
    // A wallet's prompt on the page goes away with its answer, and the focus it held with it.
    const removals = new MutationObserver((records) => {
      if (records.some((record) => record.removedNodes.length > 0)) refocus()
    })
    removals.observe(doc.body, { childList: true })
    return () => {
      restore()
      removals.disconnect()
      doc.removeEventListener('keydown', onKeyDown, true)
      window.removeEventListener('focus', refocus)
    }
  }, [card, visible, embedded])
}
