import { useEffect, useState } from 'react'
import type { ModalCore } from '../../core/loadModalCore'
import { useShellCore } from '../ShellContext'

/** Actions that load with a chunk of their own: undefined until they have, `failed` when they could not. */
export interface LoadedActions<T> {
  actions: T | undefined
  failed: boolean
}

/**
 * Loads a core's actions that live in a chunk of their own (WalletConnect pairing, sign-in) for the
 * view that uses them; a failure goes to the log and shows as `failed`.
 * @example const { actions } = useLoadedActions((core) => core.loadWalletConnect(), 'WalletConnect')
 */
export function useLoadedActions<T>(load: (core: ModalCore) => Promise<T>, what: string): LoadedActions<T> {
  const core = useShellCore()
  const [state, setState] = useState<LoadedActions<T>>({ actions: undefined, failed: false })
  useEffect(() => {
    let live = true
    load(core).then(
      (actions) => {
        if (live) setState({ actions, failed: false })
      },
      (error: unknown) => {
        core.log.error(`${what} failed to load:`, error)
        if (live) setState({ actions: undefined, failed: true })
      },
    )
    return () => {
      live = false
    }
    // `load` only reads the core: a new function on each render asks for nothing new.
  }, [core, what])
  return state
}
