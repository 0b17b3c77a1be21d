import type { AppKit } from '../createAppKit'

/**
 * Hover or focus is the user's intent and starts loading the modal; a click opens it, on `view`
 * when given.
 * Returns the function that removes the listeners.
 */
export function wireOpenButton(button: HTMLButtonElement, appKit: AppKit, view?: string): () => void {
  const intent = () => appKit.prefetch()
  const open = () => void appKit.open(view ? { view } : undefined)
  button.addEventListener('pointerenter', intent)
  button.addEventListener('focus', intent)
  button.addEventListener('click', open)
  return () => {
    button.removeEventListener('pointerenter', intent)
    button.removeEventListener('focus', intent)
    button.removeEventListener('click', open)
  }
}
