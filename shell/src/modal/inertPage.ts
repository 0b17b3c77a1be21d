/** What stays live beside the modal: the embedded wallet's secure frame (its approvals show over the card). */
const KEPT_LIVE = 'iframe[name="w3m-secure-iframe"]'

/**
 * Makes the page behind the modal inert (no focus, no clicks, hidden from assistive technology):
 * every sibling of `host` and of each of its ancestors up to `<body>`, except the embedded
 * wallet's frame. What the page adds later (a wallet's own prompt) stays live. Returns the undo,
 * which touches only the elements it made inert.
 * @example const restore = makePageInert(modalHost) // ... restore() on close
 */
export function makePageInert(host: Element): () => void {
  const made: Element[] = []
  for (let node: Element | null = host; node && node !== node.ownerDocument.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches(KEPT_LIVE) || sibling.tagName === 'SCRIPT') continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'))
}
