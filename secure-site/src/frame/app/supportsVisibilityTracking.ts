/**
 * Whether this browser reports IntersectionObserver v2's `isVisible` (Chromium does; Firefox and
 * Safari do not yet): without it the frame cannot tell a card the user sees from one the page
 * faded or covered, and approvals go to the secure popup instead.
 * @example supportsVisibilityTracking(window) // true in Chromium
 */
export function supportsVisibilityTracking(window: { IntersectionObserverEntry?: { prototype: object } }): boolean {
  return window.IntersectionObserverEntry !== undefined && 'isVisible' in window.IntersectionObserverEntry.prototype
}
