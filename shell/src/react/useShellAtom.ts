import type { Atom } from 'jotai/vanilla'
import type { AppKit } from '../createAppKit'
import { useStoreAtom } from './useStoreAtom'

/** Subscribes a component to one shell atom of the active AppKit, without a React provider. */
export function useShellAtom<T>(appKit: AppKit | undefined, pick: (atoms: AppKit['core']['atoms']) => Atom<T>, fallback: T): T {
  return useStoreAtom(appKit?.core.store, appKit ? pick(appKit.core.atoms) : undefined, fallback)
}
