import type { AppKit } from '../appKit'

/**
 * Hover or focus is the user's intent and starts loading the modal; a click opens it, on the
 * view `view()` names when it names one. Returns the function that removes the listeners.
 */
export function wireOpenButton(button: HTMLButtonElement, appKit: AppKit, view: () => string | undefined = () => undefined): () => void {
  const intent = () => appKit.prefetch()
  const open = () => {
    const target = view()
    void appKit.open(target ? { view: target } : undefined)
  }
  button.addEventListener('pointerenter', intent)
  button.addEventListener('focus', intent)
  button.addEventListener('click', open)
  return () => {
    button.removeEventListener('pointerenter', intent)
    button.removeEventListener('focus', intent)
    button.removeEventListener('click', open)
  }
}
