import type { PluginHost, UiKit } from '@portico/contracts'
import type { ReactNode } from 'react'

/** The shell's UI kit, as JSX components: the shell renders them with the shared React. */
export const uiOf = (host: PluginHost): UiKit<ReactNode> => host.ui as UiKit<ReactNode>
