import type { UiKit } from '@portico/contracts'
import type { ReactNode } from 'react'

/** The contract's UI kit with React nodes: what the shell implements and lends (PluginHost.ui). */
export type ReactUiKit = UiKit<ReactNode>
