import { createContext, useContext } from 'react'
import type { ModalCore } from '../core/loadModalCore'

const ShellCoreContext = createContext<ModalCore | undefined>(undefined)

export const ShellCoreProvider = ShellCoreContext.Provider

/** The shell core (with its intent actions) of the modal being rendered. */
export function useShellCore(): ModalCore {
  const core = useContext(ShellCoreContext)
  if (!core) throw new Error('Portico modal rendered outside its shell')
  return core
}
