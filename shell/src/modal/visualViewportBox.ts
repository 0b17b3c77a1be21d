/** Below this width (CSS pixels of what the visitor sees) the modal is a bottom sheet. */
export const SHEET_MAX_WIDTH = 430

/** The part of the page the visitor sees, in the layout viewport's coordinates (where `position: fixed` places). */
export interface ViewportBox {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The visual viewport's box: on a phone showing a page wider than its screen, the layout viewport
 * (what `fixed` and media queries use) is the page's width, the visual one the screen's.
 * @example readViewportBox(window).width // 390 on a phone, whatever the page's width
 */
export function readViewportBox(win: Pick<Window, 'visualViewport' | 'innerWidth' | 'innerHeight'>): ViewportBox {
  const viewport = win.visualViewport
  if (!viewport) return { left: 0, top: 0, width: win.innerWidth, height: win.innerHeight }
  return { left: viewport.offsetLeft, top: viewport.offsetTop, width: viewport.width, height: viewport.height }
}

/** @example sameBox(a, { ...a }) // true */
export const sameBox = (a: ViewportBox, b: ViewportBox) => a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height

/** @example isSheet({ left: 0, top: 0, width: 390, height: 844 }) // true */
export const isSheet = (box: ViewportBox) => box.width < SHEET_MAX_WIDTH
