import type { Atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit'
import type { ShellBoot } from '../core/shellBoot'
import { shellBootOf } from '../core/shellCoreOf'
import { useStoreAtom } from './useStoreAtom'

/** Subscribes a component to one shell atom of the active AppKit, without a React provider. */
export function useShellAtom<T>(appKit: AppKit | undefined, pick: (atoms: ShellBoot['atoms']) => Atom<T>, fallback: T): T {
  const core = appKit ? shellBootOf(appKit) : undefined
  return useStoreAtom(core?.store, core ? pick(core.atoms) : undefined, fallback)
}
