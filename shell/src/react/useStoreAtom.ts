import type { Atom } from 'jotai/vanilla'
import { useCallback, useSyncExternalStore } from 'react'
import type { ShellCore } from '../core/createShellCore'

/** Subscribes to an atom that may not exist yet (a lazily created one): `fallback` until it does. */
export function useStoreAtom<T>(store: ShellCore['store'] | undefined, atom: Atom<T> | undefined, fallback: T): T {
  const subscribe = useCallback((onChange: () => void) => (store && atom ? store.sub(atom, onChange) : () => undefined), [store, atom])
  const read = () => (store && atom ? store.get(atom) : fallback)
  return useSyncExternalStore(subscribe, read, () => fallback)
}
