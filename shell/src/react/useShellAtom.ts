import type { Atom } from 'jotai/vanilla'
import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../createAppKit'

/** Subscribes a component to one shell atom of the active AppKit, without a React provider. */
export function useShellAtom<T>(appKit: AppKit | undefined, pick: (atoms: AppKit['core']['atoms']) => Atom<T>, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => (appKit ? appKit.core.store.sub(pick(appKit.core.atoms), onChange) : () => undefined),
    // `pick` is a static selector by convention; only the instance changes.
    [appKit],
  )
  const read = () => (appKit ? appKit.core.store.get(pick(appKit.core.atoms)) : fallback)
  return useSyncExternalStore(subscribe, read, () => fallback)
}
