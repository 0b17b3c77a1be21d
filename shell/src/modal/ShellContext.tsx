import { createContext, useContext } from 'react'
import type { ShellCore } from '../core/createShellCore'

const ShellCoreContext = createContext<ShellCore | undefined>(undefined)

export const ShellCoreProvider = ShellCoreContext.Provider

/** The shell core of the modal being rendered. */
export function useShellCore(): ShellCore {
  const core = useContext(ShellCoreContext)
  if (!core) throw new Error('Portico modal rendered outside its shell')
  return core
}
