// One constructed sheet per text, shared by every shadow root that adopts it.
const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adds `css` to the stylesheets `root` adopts, as a constructable stylesheet: a strict Content
 * Security Policy (no 'unsafe-inline' in style-src) allows it, where a `<style>` element is blocked.
 * Adopting the same text twice is a no-op.
 * @example adoptStyles(host.attachShadow({ mode: 'open' }), ':host{display:block}')
 */
export function adoptStyles(root: DocumentOrShadowRoot, css: string): void {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/**
 * A ref callback (React's, typed without React) that adopts `css` into the shadow root or document
 * holding the element: what a view uses instead of a `<style>` child. Make it once per module so
 * React does not call it again on every render.
 * @example const stylesRef = adoptStylesRef(sendStyles) // <div ref={stylesRef}>
 */
export function adoptStylesRef(css: string): (node: Element | null) => void {
  return (node) => {
    const root = node?.getRootNode()
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, css)
  }
}
