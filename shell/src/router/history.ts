import type { RouteEntry } from '../core/atoms'

export type BackResult = { type: 'close' } | { type: 'pop'; history: readonly RouteEntry[] }

/**
 * SPEC section 2 back rule: back pops the history; with one entry left, or with
 * UnsupportedChain anywhere in it, the modal closes instead.
 */
export function goBackFrom(history: readonly RouteEntry[]): BackResult {
  if (history.length <= 1 || history.some((entry) => entry.view === 'UnsupportedChain')) return { type: 'close' }
  return { type: 'pop', history: history.slice(0, -1) }
}

export const pushTo = (history: readonly RouteEntry[], entry: RouteEntry): readonly RouteEntry[] => [...history, entry]

export const replaceTop = (history: readonly RouteEntry[], entry: RouteEntry): readonly RouteEntry[] => [
  ...history.slice(0, -1),
  entry,
]
