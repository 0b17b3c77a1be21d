import type { Atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit'
import type { ShellCore } from '../core/createShellCore'
import { shellCoreOf } from '../core/shellCoreOf'
import { useStoreAtom } from './useStoreAtom'

/** Subscribes a component to one shell atom of the active AppKit, without a React provider. */
export function useShellAtom<T>(appKit: AppKit | undefined, pick: (atoms: ShellCore['atoms']) => Atom<T>, fallback: T): T {
  const core = appKit ? shellCoreOf(appKit) : undefined
  return useStoreAtom(core?.store, core ? pick(core.atoms) : undefined, fallback)
}
